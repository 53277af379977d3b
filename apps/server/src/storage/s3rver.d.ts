/** The part of s3rver (an S3 server for tests, shipped without types) that the storage tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Starts listening; resolves with the bound address (port 0 picks a free port). */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
