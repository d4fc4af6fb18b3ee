/** Under a kilobyte, compressing an answer costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;
