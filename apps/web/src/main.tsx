import './styles.css';
import { boot } from './app/boot.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');
boot(container);
