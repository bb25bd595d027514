// class-transformer keeps its decorator metadata in this module and ships no typings for its path.
declare module 'class-transformer/cjs/storage.js' {
  import type { MetadataStorage } from 'class-transformer/types/MetadataStorage.js';
  export const defaultMetadataStorage: MetadataStorage;
}

declare module 'swagger-ui-dist/absolute-path.js' {
  /** the folder holding swagger-ui's built files */
  export default function getAbsoluteFSPath(): string;
}
