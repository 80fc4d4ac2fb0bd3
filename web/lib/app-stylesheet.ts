// The app's whole stylesheet as a chunk of its own: Vite loads it (and waits for it) on import.
import './app-styles.css';
