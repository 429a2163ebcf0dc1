export { VisuallyHidden } from './VisuallyHidden';
export { visuallyHidden } from './VisuallyHidden.css';
