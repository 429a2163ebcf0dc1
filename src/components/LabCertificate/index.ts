export { LabCertificate, type LabCertificateProps } from './LabCertificate';
