import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request: what Fastify writes in two (`incoming request` with the request, `request
 * completed` with the status and time) written once when the answer is sent, as an access log does: the
 * two lines were a visible share of a list request's server time, and one line is half the logging work
 * (docs/performance.md "Session 11"). Errors, not-found routes and the rest of Fastify's lines are unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    // The signed-in user's id when the access check knew one (plugins/access.ts); undefined is left out.
    const user = request.principal?.userId;
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime, user }, 'request completed');
  }
}
