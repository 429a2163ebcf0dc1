export { vars } from './vars.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoint, media } from './tokens';
