import { PATHS, type Endpoints, type UpdatePasswordBody } from '@portal/contracts';
import { HttpError, api, call } from '../../shared/http/index.ts';

const passwordUpdate = api<Endpoints['passwordUpdate']>('POST', PATHS.updatePassword);

/** The password change (SPEC §7); a refusal of the passwords (400) is shown under the field, not as a notice. */
export const updatePassword = (body: UpdatePasswordBody) => call(passwordUpdate, body, { quietStatuses: [400] });

/** The server's message when it refused the passwords (旧密码错误…), or null for any other failure (already shown). */
export const passwordRefusal = (error: unknown): string | null => (error instanceof HttpError && error.status === 400 ? error.message : null);
