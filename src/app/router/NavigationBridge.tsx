import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useServices } from "../services-context.js";

/** Lets code outside React (the http client's 401/403 handling) navigate without a page reload. */
export function NavigationBridge() {
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    services.navigator.go = (to, replace) => void navigate(to, { replace });
  }, [services, navigate]);
  useEffect(() => {
    services.navigator.current = () => location.pathname + location.search;
  }, [services, location]);
  return null;
}
