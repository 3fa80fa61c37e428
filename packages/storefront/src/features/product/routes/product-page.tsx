import { ComingSoon } from '../../../shared/coming-soon.js';

export default ComingSoon;
