import { describe, expect, it } from 'vitest';
import { togglePanel } from './side-panel';

describe('togglePanel', () => {
  it('opens the clicked panel when none is open', () => {
    expect(togglePanel('none', 'info')).toBe('info');
    expect(togglePanel('none', 'upload')).toBe('upload');
  });

  it('closes the open panel when its own button is clicked again', () => {
    expect(togglePanel('info', 'info')).toBe('none');
    expect(togglePanel('upload', 'upload')).toBe('none');
    expect(togglePanel('excluder', 'excluder')).toBe('none');
  });

  it('switches to another panel', () => {
    expect(togglePanel('info', 'upload')).toBe('upload');
    expect(togglePanel('upload', 'info')).toBe('info');
  });
});
