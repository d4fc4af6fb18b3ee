// @20minutes/s3rver ships no types: only what the tests call.
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    port: number;
    address: string;
    directory: string;
    silent: boolean;
    configureBuckets: Array<{ name: string }>;
    allowMismatchedSignatures?: boolean;
  }
  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
  export = S3rver;
}
