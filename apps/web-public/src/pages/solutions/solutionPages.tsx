import { AGENCIES } from './agencies';
import { FINANCIAL_SERVICES } from './financialServices';
import { FRANCHISES } from './franchises';
import { HR_DEPARTMENTS } from './hrDepartments';
import { SALES_TEAMS } from './salesTeams';
import { SolutionPage } from './SolutionPage';

export const AgenciesPage = () => <SolutionPage content={AGENCIES} />;
export const FinancialServicesPage = () => <SolutionPage content={FINANCIAL_SERVICES} />;
export const FranchisesPage = () => <SolutionPage content={FRANCHISES} />;
export const HrDepartmentsPage = () => <SolutionPage content={HR_DEPARTMENTS} />;
export const SalesTeamsPage = () => <SolutionPage content={SALES_TEAMS} />;
