/** The part of mapshaper (0.7, without its own types) the geometry benchmark runs. */
declare module 'mapshaper' {
  /** Runs a command line on in-memory files (name -> text or GeoJSON object); names -> output. */
  export function applyCommands(
    commands: string,
    input: Record<string, unknown>,
  ): Promise<Record<string, string | Uint8Array>>;
  const mapshaper: { applyCommands: typeof applyCommands };
  export default mapshaper;
}
