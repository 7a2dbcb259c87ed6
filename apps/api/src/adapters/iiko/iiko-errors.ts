// What a failed iiko call says: the path, the HTTP status (0 when there was no answer) and iiko's
// own errorDescription; whether trying the same call again may help.

/** iiko's error answer (ErrorResponse in its description). */
export interface IikoErrorBody {
  correlationId?: string;
  errorDescription?: string;
  error?: string | null;
}

export class IikoCallError extends Error {
  readonly body?: IikoErrorBody;

  constructor(
    readonly path: string,
    readonly status: number,
    message: string,
    options: { cause?: unknown; body?: IikoErrorBody } = {},
  ) {
    super(`iiko ${path}: ${message}`, { cause: options.cause });
    this.name = 'IikoCallError';
    this.body = options.body;
  }

  /** No answer (timeout, lost connection), iiko's 408 or a 5xx: the same call may work later. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status >= 500;
  }
}
