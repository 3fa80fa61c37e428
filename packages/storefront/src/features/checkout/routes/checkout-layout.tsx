import { Outlet } from 'react-router';

export default function CheckoutLayout() {
  return <Outlet />;
}
