import { Icon } from '../Icon';
import * as styles from './SaveButton.css';

export interface SaveButtonProps {
  /** The product's name: the button is called "Save {name}". */
  productName: string;
  /** Whether the product is saved: the button shows pressed. */
  saved: boolean;
  /** Called on every press; the screen saves or unsaves. */
  onToggle: () => void;
  /** 'icon': a round heart over a card's artwork; 'text': a heart and the word Save. */
  look?: 'icon' | 'text';
  className?: string;
}

/**
 * A toggle button (aria-pressed) that saves a product for later. Its name stays "Save {name}"
 * whatever its state, as a toggle's should; the pressed state is announced and drawn (filled).
 */
export function SaveButton({
  productName,
  saved,
  onToggle,
  look = 'icon',
  className,
}: SaveButtonProps) {
  const classes = [styles.button({ look }), className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      aria-label={`Save ${productName}`}
      onClick={onToggle}
    >
      <Icon
        name="heart"
        size={look === 'icon' ? 22 : 20}
        className={styles.heart}
        fill={saved ? 'currentColor' : 'none'}
      />
      {look === 'text' ? 'Save' : null}
    </button>
  );
}
