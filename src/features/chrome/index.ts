export { Footer } from './components/footer';
export { Header } from './components/header';
