export { vars } from './vars.css';
export { breakpoint, media } from './tokens';
