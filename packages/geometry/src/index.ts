// Pure GeoJSON operations arrive with the shapes issue (validate, repair, dissolve, simplify,
// area, import, export). See README.md.
export {};
