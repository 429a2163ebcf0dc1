import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../theme/tokens';

export { visuallyHiddenRules };

/** Read by screen readers, not shown. */
export const visuallyHidden = style(visuallyHiddenRules);
