import { currentRequestScope, log } from "../app/log.server";

/**
 * No request may end the process. An error thrown where no promise catches it
 * (an event handler of a stream or parser) or a promise nobody awaited is
 * logged as one JSON line, naming the request whose code was running when
 * Node knows it, and that request is answered 500 (or its connection cut if
 * its answer had begun); the server goes on serving the others. Decision 0050
 * says why the process is not restarted instead.
 */
export function keepServingThroughStrayErrors(target: NodeJS.Process = process) {
  const report = (origin: "uncaughtException" | "unhandledRejection", error: unknown) => {
    const scope = currentRequestScope();
    log.error("error outside any request's handling", { err: error, origin });
    try {
      scope?.answerFailure?.();
    } catch (answerError) {
      log.error("could not answer the failed request", { err: answerError });
    }
  };
  target.on("uncaughtException", (error) => report("uncaughtException", error));
  target.on("unhandledRejection", (reason) => report("unhandledRejection", reason));
}
