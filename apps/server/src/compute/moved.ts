import { Piscina } from 'piscina';

/** Marks a compute task's result so that Piscina transfers `transferables` instead of copying them. */
export function moved<Value>(value: Value, ...transferables: ArrayBufferLike[]): Value {
  const transferable = {
    [Piscina.transferableSymbol]: transferables,
    [Piscina.valueSymbol]: value,
  };
  return Piscina.move(transferable as never) as Value;
}
