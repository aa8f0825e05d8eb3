import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  MESSAGE_TYPES,
  USER_CENTER_PATHS,
  fileIdQuery,
  fileUpload,
  messageSettingsRead,
  messageSettingsSave,
  profileUpdate,
  revokeOtherSessions,
  sessionList,
  type MessageSetting,
  type UploadedFile,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { readKeys } from '../../http/read-cache.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { currentUser } from '../idaas/current-user.ts';
import { ProfileRepository } from './profile-repository.ts';

/** The first bytes of each accepted image type. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** 基本设置 (profile, avatar file service), 安全设置 (sessions) and 消息设置. */
export async function profileRoutes(app: FastifyInstance, { db, sessions, reads }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profiles = new ProfileRepository(db);

  route(app, profileUpdate, {}, async (request) => {
    const auth = caller(request);
    const { userPicture } = request.body;
    if (userPicture && (await profiles.fileOwner(userPicture)) !== auth.userId) throw forbidden();
    await profiles.updateProfile(auth.userId, request.body);
    reads.forget(readKeys.user(auth.userId));
    return ok(await currentUser(db, auth.userId, auth.tenantId));
  });

  /** Stores an image (the body carries it base64); answers its file id. */
  route(app, fileUpload, { bodyLimit: 1024 * 1024 }, async (request) => {
    const auth = caller(request);
    const { name, type, content } = request.body;
    const bytes = Buffer.from(content, 'base64');
    const valid = bytes.length > 0 && bytes.length <= AVATAR_MAX_BYTES && SIGNATURES[type]?.(bytes) === true;
    if (!valid) throw new AppError(400, 'fileInvalid');
    const fileId = await profiles.addFile(auth.userId, { name, mime: type, content: bytes });
    const file: UploadedFile = { fileId, name, size: bytes.length };
    return ok(file);
  });

  /** Avatars are shown to every colleague, so any signed-in user may download an image by id. */
  r.get(`/api${USER_CENTER_PATHS.fileDownload}`, { schema: { querystring: fileIdQuery } }, async (request, reply) => {
    caller(request);
    const file = await profiles.file(request.query.fileId);
    if (!file) throw notFound();
    return reply
      .header('Content-Type', file.mime)
      .header('Cache-Control', 'private, max-age=86400, immutable')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(file.content));
  });

  route(app, sessionList, {}, async (request) => {
    const auth = caller(request);
    return ok(await profiles.activeSessions(auth.userId, auth.tokenHash));
  });

  route(app, revokeOtherSessions, {}, async (request) => {
    const auth = caller(request);
    return ok({ revoked: await sessions.revokeOthers(auth.userId, auth.tokenHash) });
  });

  route(app, messageSettingsRead, {}, async (request) => {
    const auth = caller(request);
    const stored = await profiles.messageSettings(auth);
    const settings: MessageSetting[] = MESSAGE_TYPES.map((type) => ({ type, enabled: stored.get(type) ?? true }));
    return ok(settings);
  });

  route(app, messageSettingsSave, {}, async (request) => {
    const auth = caller(request);
    await profiles.saveMessageSettings(auth, request.body.settings);
    reads.forget(readKeys.messages(auth.userId, auth.tenantId));
    return ok(null);
  });
}
