export * from './limits';
export * from './keys';
export * from '../phone/phone';
export * from './contact';
export * from './address';
