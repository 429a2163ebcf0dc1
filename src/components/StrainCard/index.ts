export { StrainCard, type StrainCardProps } from './StrainCard';
