import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css.ts';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, block, className, type = 'button', ...rest }, ref) {
  const cls = button({ variant, size, block });
  return <button ref={ref} type={type} className={className ? `${cls} ${className}` : cls} {...rest} />;
});

/** The same look for links (react-router Link or a plain anchor). */
export { button as buttonClass };
