import type { LegalDocument } from '@ecotone/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import PrivacyIcon from '@mui/icons-material/PrivacyTipOutlined';

/** Where each legal text lives in the web app (the consent line, user menu and footer link here). */
export const LEGAL_LINKS: readonly {
  document: LegalDocument;
  path: string;
  icon: SvgIconComponent;
}[] = [
  { document: 'terms', path: '/terms-conditions', icon: GavelIcon },
  { document: 'privacy', path: '/privacy', icon: PrivacyIcon },
];

export const legalPath = (document: LegalDocument): string =>
  LEGAL_LINKS.find((link) => link.document === document)?.path ?? '/';
