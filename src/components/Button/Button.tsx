import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { button } from './Button.css';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

interface CommonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  variant?: Variant;
  size?: Size;
  fullWidth?: boolean;
  /** Shows the button as busy and ignores clicks, without losing focus. */
  pending?: boolean;
}

interface TextButtonProps extends CommonProps {
  children: ReactNode;
  icon?: undefined;
  label?: undefined;
}

/** An icon-only button must carry a label: it becomes the accessible name and the tooltip. */
interface IconButtonProps extends CommonProps {
  icon: ReactNode;
  label: string;
  children?: undefined;
}

export type ButtonProps = TextButtonProps | IconButtonProps;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    pending = false,
    icon,
    label,
    children,
    className,
    type,
    onClick,
    ...rest
  },
  ref,
) {
  const iconOnly = icon !== undefined && children === undefined;
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={[button({ variant, size, iconOnly, fullWidth }), className]
        .filter(Boolean)
        .join(' ')}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {iconOnly ? icon : children}
    </button>
  );
});
