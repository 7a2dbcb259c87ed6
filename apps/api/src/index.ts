// The API's public entry: what other packages (the storefront's server, which mounts the API in
// its own process or serves beside it) may use. Anything not exported here is the API's own.
export { API_ENV_VARIABLES, loadConfig, trustProxySchema, type Config } from './config';
export { startApi, type StartedApi } from './start';
export { DataDirInUseError } from './db/data-dir-lock';
export {
  compressStream,
  compressWhole,
  isCompressible,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  varyOnEncoding,
  type Encoding,
} from './http/compression';
export { clientErrorAnswer, frameworkErrorAnswer, installErrorHandlers } from './http/error-handler';
export { logSerializers } from './http/log-scrubbing';
export { API_OWN_PATHS } from './http/own-paths';
// How long a dead process's Idempotency-Key claim holds (the multi-node test's clients wait it out).
export { CLAIM_TIMEOUT_MS } from './modules/orders/services/idempotency';
