/**
 * Branded numbers, after Excalidraw's `packages/math/src/types.ts`: a `Hectares` value cannot be
 * passed where `Acres` are expected by mistake. Brand at the boundary with a cast
 * (`provider.acreage as Acres`); the brand costs nothing at runtime.
 */
declare const brand: unique symbol;
type Brand<Name extends string> = number & { readonly [brand]: Name };

export type Hectares = Brand<'Hectares'>;
export type Acres = Brand<'Acres'>;
export type Meters = Brand<'Meters'>;
export type Kilometers = Brand<'Kilometers'>;
export type Millimeters = Brand<'Millimeters'>;
