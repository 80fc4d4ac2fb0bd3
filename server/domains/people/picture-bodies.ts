import type { FastifyInstance } from 'fastify';
import { MAX_PROFILE_PICTURE_BYTES, PROFILE_PICTURE_TYPES } from '#core/people/profile';

export const WRONG_TYPE_MESSAGE = 'Please use a JPEG, PNG, WebP or GIF picture';

/**
 * Lets the routes of one Fastify scope read a picture as the raw body (up to the picture limit;
 * the app's 1 MB JSON limit stays everywhere else), answering size and type failures in words.
 */
export function acceptPictureBodies(app: FastifyInstance): void {
  for (const type of PROFILE_PICTURE_TYPES) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: MAX_PROFILE_PICTURE_BYTES },
      (_req, body, done) => done(null, body),
    );
  }
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, _req, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: `Pictures must be smaller than ${MAX_PROFILE_PICTURE_BYTES / (1024 * 1024)} MB` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: WRONG_TYPE_MESSAGE });
    }
    app.log.error({ err: error }, 'Picture upload failed');
    return reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 500).send({
      error: 'Something went wrong while saving the picture',
    });
  });
}
