export { Button, type ButtonProps } from './Button';
export { button as buttonStyle } from './Button.css';
