// What other features use of sharing: the panel and the text of a failed sharing call.

export { sharingErrorText } from './sharing-error';
export { SharingPanel, type SharingPanelProps } from './sharing-panel';
