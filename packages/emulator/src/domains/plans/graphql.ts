import type { GraphQLContribution } from '../../graphql/registry.js';
import { findPlan, isListed, plansState, toPublicPlan } from './state.js';
import type { Plan } from './types.js';

function view(plan: Plan) {
  const shown = toPublicPlan(plan);
  return { ...shown, perks: shown.perks.values };
}

/**
 * The public plans in GraphQL: `plans(limit, offset)` and `plan(id)` (public, non-archived plans;
 * the owner also sees hidden and archived ones through `plan(id)`).
 */
export const plansGraphQL: GraphQLContribution = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      "Public pricing plans (public and not archived), in the dashboard's order."
      plans(limit: Int = 75, offset: Int = 0): [PricingPlan!]!
      "One plan: public ones for everyone; any plan for the owner."
      plan(id: ID!): PricingPlan
    }
    type PricingPlan {
      id: ID!
      name: String!
      description: String
      perks: [String!]!
      pricing: PricingPlanPricing!
      primary: Boolean!
      slug: String!
      maxPurchasesPerBuyer: Int
      allowFutureStartDate: Boolean
      buyerCanCancel: Boolean
      termsAndConditions: String
      createdDate: String!
      updatedDate: String!
    }
    type PricingPlanPricing {
      subscription: PricingPlanSubscription
      singlePaymentForDuration: PricingPlanDuration
      singlePaymentUnlimited: Boolean
      price: PricingPlanMoney
      freeTrialDays: Int
    }
    type PricingPlanSubscription {
      cycleDuration: PricingPlanDuration
      cycleCount: Int
    }
    type PricingPlanDuration {
      count: Int
      unit: String
    }
    type PricingPlanMoney {
      value: String!
      currency: String!
    }
  `,
  resolvers: {
    Query: {
      plans: (_root, args: { limit: number; offset: number }, { state }) =>
        Object.values(plansState(state).plans)
          .filter(isListed)
          .slice(Math.max(0, args.offset), Math.max(0, args.offset) + Math.min(Math.max(0, args.limit), 100))
          .map(view),
      plan: (_root, args: { id: string }, { state, caller }) => {
        const plan = findPlan(state, args.id);
        if (!plan || (caller.role !== 'owner' && !isListed(plan))) return null;
        return view(plan);
      },
    },
  },
};
