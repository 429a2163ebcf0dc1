export { BenefitList, wholesaleBenefits, type Benefit, type BenefitListProps } from './BenefitList';
