export {
  StrainCard,
  StrainCardFacts,
  type StrainCardFactsProps,
  type StrainCardProps,
} from './StrainCard';
