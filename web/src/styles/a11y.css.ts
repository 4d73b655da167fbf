import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: extra words for an accessible name or a live region. */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
