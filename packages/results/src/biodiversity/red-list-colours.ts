import type { RedListCategory } from '@ecotone/analysis';

/**
 * specs/3 section 9: "Threat categories: NE, DD, LC, NT, VU, EN, CR, EW, EX, with colours". The
 * spec names no colours, so these are the IUCN Red List's own category colours (the badges of
 * iucnredlist.org, as reproduced with these hex values in public category tables, e.g.
 * unitary.info's "IUCN Red List Conservation Status Categories" list, checked 2025 with `search`;
 * not checked against an IUCN publication, which gives none). Not Evaluated is white, so its bar
 * and swatch carry an outline; every bar also carries its count and category code as text.
 */
export const RED_LIST_COLOURS: Record<RedListCategory, string> = {
  EX: '#000000',
  EW: '#542344',
  CR: '#D81E05',
  EN: '#FC7F3F',
  VU: '#F9E814',
  NT: '#CCE226',
  LC: '#60C659',
  DD: '#D1D1C6',
  NE: '#FFFFFF',
};

/** Text on a category's colour: white on the dark ones (EX, EW, CR), near-black on the others. */
export const RED_LIST_TEXT_COLOURS: Record<RedListCategory, string> = {
  EX: '#FFFFFF',
  EW: '#FFFFFF',
  CR: '#FFFFFF',
  EN: '#1A1A1A',
  VU: '#1A1A1A',
  NT: '#1A1A1A',
  LC: '#1A1A1A',
  DD: '#1A1A1A',
  NE: '#1A1A1A',
};
