export { FeatureBlock, type FeatureBlockProps } from './FeatureBlock';
