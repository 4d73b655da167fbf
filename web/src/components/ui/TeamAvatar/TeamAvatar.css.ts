import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css.ts';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.md,
    overflow: 'hidden',
    fontWeight: 700,
    letterSpacing: '0.02em',
  },
  variants: {
    kind: {
      initials: { background: vars.color.avatar, color: vars.color.primaryText },
      icon: { background: vars.color.primarySoft },
    },
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
      md: { width: '2.75rem', height: '2.75rem', fontSize: vars.fontSize.sm },
      lg: { width: '4rem', height: '4rem', fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { kind: 'initials', size: 'md' },
});
