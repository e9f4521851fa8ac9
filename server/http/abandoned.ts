import type { FastifyReply } from 'fastify';

/**
 * Aborts when the connection closes before the answer is sent (the console moved on: other
 * filters, another screen): the statistics worker stops the query and frees the user's place.
 */
export function abandoned(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}
