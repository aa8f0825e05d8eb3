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
  type SessionItem,
  type UploadedFile,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { readKeys } from '../../http/read-cache.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { currentUser } from '../idaas/current-user.ts';

/** The first bytes of each accepted image type. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The session id shown to the user: a prefix of the stored token hash (never the token). */
const sessionId = (tokenHash: string) => tokenHash.slice(0, 16);

/** 基本设置 (profile, avatar file service), 安全设置 (sessions) and 消息设置. */
export async function profileRoutes(app: FastifyInstance, { db, sessions, reads }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(app, profileUpdate, {}, async (request) => {
    const auth = caller(request);
    const { nickName, sex, email, phone, userPicture } = request.body;
    if (userPicture) {
      const file = await db.selectFrom('files').select('owner_id').where('id', '=', userPicture).executeTakeFirst();
      if (!file || file.owner_id !== auth.userId) throw forbidden();
    }
    await db
      .updateTable('users')
      .set({ nick_name: nickName, sex, email, phone, ...(userPicture !== undefined ? { user_picture: userPicture } : {}), updated_at: new Date() })
      .where('id', '=', auth.userId)
      .execute();
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
    const row = await db
      .insertInto('files')
      .values({ owner_id: auth.userId, name, mime: type, size: bytes.length, content: bytes })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file: UploadedFile = { fileId: row.id, name, size: bytes.length };
    return ok(file);
  });

  /** Avatars are shown to every colleague, so any signed-in user may download an image by id. */
  r.get(`/api${USER_CENTER_PATHS.fileDownload}`, { schema: { querystring: fileIdQuery } }, async (request, reply) => {
    caller(request);
    const file = await db.selectFrom('files').select(['mime', 'content', 'name']).where('id', '=', request.query.fileId).executeTakeFirst();
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
    const rows = await db
      .selectFrom('sessions')
      .select(['token_hash', 'ip', 'user_agent', 'created_at', 'expires_at'])
      .where('user_id', '=', auth.userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .orderBy('token_hash')
      .limit(50)
      .execute();
    const items: SessionItem[] = rows.map((row) => ({
      id: sessionId(row.token_hash),
      ip: row.ip,
      userAgent: row.user_agent,
      createTime: row.created_at.toISOString(),
      expireTime: row.expires_at.toISOString(),
      current: row.token_hash === auth.tokenHash,
    }));
    return ok(items);
  });

  route(app, revokeOtherSessions, {}, async (request) => {
    const auth = caller(request);
    return ok({ revoked: await sessions.revokeOthers(auth.userId, auth.tokenHash) });
  });

  route(app, messageSettingsRead, {}, async (request) => {
    const auth = caller(request);
    const rows = await db
      .selectFrom('message_settings')
      .select(['type', 'enabled'])
      .where('user_id', '=', auth.userId)
      .where('tenant_id', '=', auth.tenantId)
      .execute();
    const settings: MessageSetting[] = MESSAGE_TYPES.map((type) => ({ type, enabled: rows.find((row) => row.type === type)?.enabled ?? true }));
    return ok(settings);
  });

  route(app, messageSettingsSave, {}, async (request) => {
    const auth = caller(request);
    const values = request.body.settings.map((s) => ({ tenant_id: auth.tenantId, user_id: auth.userId, type: s.type, enabled: s.enabled }));
    await db
      .insertInto('message_settings')
      .values(values)
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'type']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })))
      .execute();
    reads.forget(readKeys.messages(auth.userId, auth.tenantId));
    return ok(null);
  });
}
