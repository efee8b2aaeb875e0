import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { sharingErrorText } from './sharing-error';

// The catalogue's keys stand for their texts: what is tested is which text is chosen.
const t = ((key: string) => key) as unknown as TFunction;

describe('sharingErrorText', () => {
  it("uses the sharing part's text for its codes (the core texts of these need the server's params)", () => {
    const refused = new ApiError(409, 'ACCESS_BELOW_MINIMUM', 'Server text with "basic"');
    expect(sharingErrorText(refused, t)).toBe('sharing.errors.ACCESS_BELOW_MINIMUM');
    expect(sharingErrorText(new ApiError(409, 'SITE_REPLACEMENT_REQUIRED', 'x'), t)).toBe(
      'sharing.errors.SITE_REPLACEMENT_REQUIRED',
    );
  });

  it("uses the core catalogue for the codes every page knows, else the server's own message", () => {
    expect(sharingErrorText(new ApiError(403, 'FORBIDDEN', 'x'), t)).toBe('errors.FORBIDDEN');
    expect(sharingErrorText(new ApiError(409, 'SOMETHING_NEW', 'Ya traducido'), t)).toBe(
      'Ya traducido',
    );
    expect(sharingErrorText(new ApiError(0, 'INTERNAL', 'offline'), t)).toBe('errors.INTERNAL');
    expect(sharingErrorText(new Error('boom'), t)).toBe('errors.INTERNAL');
  });
});
