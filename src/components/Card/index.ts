export { CardTotal } from './CardTotal';
export * as cardStyles from './Card.css';
