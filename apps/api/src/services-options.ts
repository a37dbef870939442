import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { S3Location } from './lib/s3-storage';
import type { IntakeLlmConfig } from './modules/intake/intake.llm';
import type { RoutingOptions } from './modules/miles/miles.service';

/** Where services report what goes wrong in the background (a file left behind, a mail that failed). */
export interface ServiceLogger {
  warn(details: object, message: string): void;
}

export interface ServicesOptions {
  mailer: Mailer;
  jwtSecret: string;
  /** Uploaded files: `DATA_DIR/files` in production. */
  filesDir: string;
  /** FILES_S3_URL: uploaded files in an S3-compatible bucket instead (lib/s3-storage.ts). */
  filesS3?: S3Location | undefined;
  /** Where "now" comes from: the system clock unless the seed or a test moves its own. */
  clock?: Clock;
  logger?: ServiceLogger;
  /**
   * The compliance sweep (docs/product.md "Compliance"): `autoSweep` runs it at start and hourly (the server;
   * tests and scripts call `compliance.sweep()` themselves); the digest mail's UTC hour (default 6).
   */
  compliance?: { autoSweep?: boolean; digestHour?: number };
  /** INTAKE_LLM_URL…: a model asked for what the rules read of a rate confirmation with little confidence. */
  intakeLlm?: IntakeLlmConfig | undefined;
  /** ROUTING_URL…: an OSRM-compatible route service for planned miles; unset, they are estimated. */
  routing?: RoutingOptions | undefined;
  /** PUBLIC_URL: where the web app is reached from outside (tracking links, check-call mails). */
  publicUrl?: string | undefined;
}
