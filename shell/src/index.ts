// Async boundary: shared singletons are negotiated before any of the app's imports run.
import('./bootstrap');
