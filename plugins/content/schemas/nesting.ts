/** Deepest nesting a section payload may have (rich-text documents stay far below it; the body limit is core's). */
export const MAX_PAYLOAD_DEPTH = 32;
