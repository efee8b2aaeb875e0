import { Piscina } from 'piscina';

/** Marks a compute task's result so that Piscina transfers `transferables` instead of copying them. */
export function moved<Value>(value: Value, ...transferables: ArrayBufferLike[]): Value {
  const transferable = {
    [Piscina.transferableSymbol]: transferables,
    [Piscina.valueSymbol]: value,
  };
  return Piscina.move(transferable as never) as Value;
}

/**
 * Bytes that may be moved to a compute thread: a small Buffer shares Node's pool of bytes with
 * others, so it is copied; a buffer of its own is moved as it is.
 */
export function movableBytes(bytes: Uint8Array): Uint8Array {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return own ? bytes : bytes.slice();
}
