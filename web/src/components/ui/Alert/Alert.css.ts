import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../styles/theme.css.ts';

export const alert = recipe({
  base: {
    borderRadius: vars.radius.md,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
  },
  variants: {
    tone: {
      info: { background: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.text },
      success: { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.success },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.warning },
      attention: { background: vars.color.attentionSoft, borderColor: vars.color.attention, color: vars.color.attention },
      danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});
