/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CohortChainHead($cohortTag: String!) {\n    cohortChainHead(cohortTag: $cohortTag) {\n      format\n      keyId\n      cohortTag\n      seq\n      position\n      hash\n      at\n      signature\n    }\n  }\n": typeof types.CohortChainHeadDocument,
    "\n  subscription CohortChainHeadChanged($cohortTag: String!) {\n    cohortChainHeadChanged(cohortTag: $cohortTag) {\n      format\n      keyId\n      cohortTag\n      seq\n      position\n      hash\n      at\n      signature\n    }\n  }\n": typeof types.CohortChainHeadChangedDocument,
    "\n  query VotingProgress($cohortTag: String!) {\n    votingProgress(cohortTag: $cohortTag) {\n      cohortTag\n      votedCount\n      eligibleCount\n    }\n  }\n": typeof types.VotingProgressDocument,
    "\n  subscription VotingProgressChanged($cohortTag: String!) {\n    votingProgressChanged(cohortTag: $cohortTag) {\n      cohortTag\n      votedCount\n      eligibleCount\n    }\n  }\n": typeof types.VotingProgressChangedDocument,
    "\n  fragment AdminCohortFields on Cohort {\n    tag\n    name\n    description\n    language\n    votingOpen\n    resultsVisible\n    archived\n    createdAt\n    votedTeamIds\n    archivedAt\n    retentionDays\n    erasureDueAt\n  }\n": typeof types.AdminCohortFieldsFragmentDoc,
    "\n  query AdminCohorts($archived: Boolean!) {\n    cohorts(archived: $archived) {\n      ...AdminCohortFields\n    }\n  }\n": typeof types.AdminCohortsDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    adminLogin(username: $username, password: $password) {\n      username\n      role\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  fragment AdminTeamFields on Team {\n    id\n    code\n    name\n    avatarIcon\n    currentPhase\n    cohortTag\n    submittedWebsiteUrl\n    updatedAt\n    unresolvedFeedback\n    erased\n    erasureRequestedAt\n  }\n": typeof types.AdminTeamFieldsFragmentDoc,
    "\n  query AdminTeams {\n    teams {\n      ...AdminTeamFields\n    }\n  }\n": typeof types.AdminTeamsDocument,
    "\n  mutation AdminArchiveCohort($tag: String!) {\n    archiveCohort(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n": typeof types.AdminArchiveCohortDocument,
    "\n  mutation AdminAssignTeams($cohortTag: String!, $teamIds: [ID!]!) {\n    assignTeams(cohortTag: $cohortTag, teamIds: $teamIds) {\n      ...AdminTeamFields\n    }\n  }\n": typeof types.AdminAssignTeamsDocument,
    "\n  subscription AdminBallotCast($cohortTag: String!) {\n    ballotCast(cohortTag: $cohortTag) {\n      cohortTag\n      voterTeamId\n      teamName\n      at\n    }\n  }\n": typeof types.AdminBallotCastDocument,
    "\n  subscription AdminCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n": typeof types.AdminCohortChangedDocument,
    "\n  subscription AdminCohortCreated {\n    cohortCreated {\n      ...AdminCohortFields\n    }\n  }\n": typeof types.AdminCohortCreatedDocument,
    "\n  mutation AdminCreateCohort($tag: String!, $name: String!, $description: String) {\n    createCohort(tag: $tag, name: $name, description: $description) {\n      ...AdminCohortFields\n    }\n  }\n": typeof types.AdminCreateCohortDocument,
    "\n  mutation AdminEraseTeam($teamId: ID!, $confirmCode: String!) {\n    eraseTeam(teamId: $teamId, confirmCode: $confirmCode) {\n      teamId\n      erasedNow\n      sessionsEnded\n    }\n  }\n": typeof types.AdminEraseTeamDocument,
    "\n  query AdminJudgingProgress($cohortTag: String!) {\n    judging(cohortTag: $cohortTag) {\n      cohortTag\n      judges {\n        judgeId\n        name\n        scored\n        total\n      }\n    }\n  }\n": typeof types.AdminJudgingProgressDocument,
    "\n  subscription AdminJudgingProgressChanged($cohortTag: String!) {\n    judgingChanged(cohortTag: $cohortTag) {\n      cohortTag\n      judges {\n        judgeId\n        name\n        scored\n        total\n      }\n    }\n  }\n": typeof types.AdminJudgingProgressChangedDocument,
    "\n  mutation AdminPresentCategory($cohortTag: String!, $categoryId: ID) {\n    presentCategory(cohortTag: $cohortTag, categoryId: $categoryId) {\n      cohortTag\n      category {\n        categoryId\n      }\n    }\n  }\n": typeof types.AdminPresentCategoryDocument,
    "\n  mutation AdminReleaseReveal($tag: String!) {\n    releaseReveal(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n": typeof types.AdminReleaseRevealDocument,
    "\n  mutation AdminRestoreCohort($tag: String!) {\n    restoreCohort(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n": typeof types.AdminRestoreCohortDocument,
    "\n  query AdminRevealCategories($cohortTag: String!) {\n    prizeCategories(cohortTag: $cohortTag) {\n      categoryId\n      name\n    }\n    presentation(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n      }\n    }\n  }\n": typeof types.AdminRevealCategoriesDocument,
    "\n  fragment AdminRevealCohortFields on Cohort {\n    tag\n    name\n    resultsVisible\n    archived\n    revealStage\n    rehearsal\n  }\n": typeof types.AdminRevealCohortFieldsFragmentDoc,
    "\n  query AdminRevealCohort($tag: String!) {\n    cohort(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n": typeof types.AdminRevealCohortDocument,
    "\n  subscription AdminRevealCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n": typeof types.AdminRevealCohortChangedDocument,
    "\n  mutation AdminSetCohortRetention($tag: String!, $days: Int) {\n    setCohortRetention(tag: $tag, days: $days) {\n      ...AdminCohortFields\n    }\n  }\n": typeof types.AdminSetCohortRetentionDocument,
    "\n  mutation AdminStepReveal($tag: String!, $stage: Int!, $rehearsal: Boolean!) {\n    stepReveal(tag: $tag, stage: $stage, rehearsal: $rehearsal) {\n      ...AdminRevealCohortFields\n    }\n  }\n": typeof types.AdminStepRevealDocument,
    "\n  subscription AdminTeamActivity {\n    teamActivity {\n      kind\n      at\n      team {\n        ...AdminTeamFields\n      }\n    }\n  }\n": typeof types.AdminTeamActivityDocument,
    "\n  subscription TeamFeedbackChanged {\n    teamFeedbackChanged {\n      id\n      unresolvedFeedback\n    }\n  }\n": typeof types.TeamFeedbackChangedDocument,
    "\n  mutation AdminUnassignTeams($teamIds: [ID!]!) {\n    unassignTeams(teamIds: $teamIds) {\n      ...AdminTeamFields\n    }\n  }\n": typeof types.AdminUnassignTeamsDocument,
    "\n  mutation AdminUpdateCohort($tag: String!, $input: UpdateCohortInput!) {\n    updateCohort(tag: $tag, input: $input) {\n      ...AdminCohortFields\n    }\n  }\n": typeof types.AdminUpdateCohortDocument,
    "\n  query Agenda($cohortTag: String!) {\n    agenda(cohortTag: $cohortTag) {\n      ...AgendaFields\n    }\n  }\n": typeof types.AgendaDocument,
    "\n  subscription AgendaChanged($cohortTag: String!) {\n    agendaChanged(cohortTag: $cohortTag) {\n      ...AgendaFields\n    }\n  }\n": typeof types.AgendaChangedDocument,
    "\n  fragment AgendaFields on Agenda {\n    cohortTag\n    status\n    items {\n      phase\n      plannedMs\n      durationMs\n    }\n    index\n    startedAt\n    itemStartedAt\n    pausedMs\n    pausedAt\n    finishedAt\n    hold\n    bring {\n      phase\n      at\n      moveAt\n    }\n    announcements {\n      id\n      text\n      at\n    }\n    serverTime\n  }\n": typeof types.AgendaFieldsFragmentDoc,
    "\n  mutation BringTeams($tag: String!, $phase: Int!, $noticeSeconds: Int, $hold: Boolean!) {\n    bringTeams(tag: $tag, phase: $phase, noticeSeconds: $noticeSeconds, hold: $hold) {\n      ...AgendaFields\n    }\n  }\n": typeof types.BringTeamsDocument,
    "\n  mutation ExtendAgendaItem($tag: String!, $minutes: Int!, $keepEnd: Boolean!) {\n    extendAgendaItem(tag: $tag, minutes: $minutes, keepEnd: $keepEnd) {\n      ...AgendaFields\n    }\n  }\n": typeof types.ExtendAgendaItemDocument,
    "\n  mutation PauseAgenda($tag: String!) {\n    pauseAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": typeof types.PauseAgendaDocument,
    "\n  mutation PlanAgenda($tag: String!, $items: [AgendaItemInput!]!) {\n    planAgenda(tag: $tag, items: $items) {\n      ...AgendaFields\n    }\n  }\n": typeof types.PlanAgendaDocument,
    "\n  mutation PostAnnouncement($tag: String!, $text: String!) {\n    postAnnouncement(tag: $tag, text: $text) {\n      ...AgendaFields\n    }\n  }\n": typeof types.PostAnnouncementDocument,
    "\n  mutation ReleaseHold($tag: String!) {\n    releaseHold(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": typeof types.ReleaseHoldDocument,
    "\n  mutation ResetAgenda($tag: String!) {\n    resetAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": typeof types.ResetAgendaDocument,
    "\n  mutation ResumeAgenda($tag: String!) {\n    resumeAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": typeof types.ResumeAgendaDocument,
    "\n  mutation SkipAgendaItem($tag: String!) {\n    skipAgendaItem(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": typeof types.SkipAgendaItemDocument,
    "\n  mutation StartAgenda($tag: String!) {\n    startAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": typeof types.StartAgendaDocument,
    "\n  mutation WithdrawAnnouncement($tag: String!, $id: String!) {\n    withdrawAnnouncement(tag: $tag, id: $id) {\n      ...AgendaFields\n    }\n  }\n": typeof types.WithdrawAnnouncementDocument,
    "\n  query VerifyChainHead($saved: String!) {\n    verifyChainHead(saved: $saved) {\n      verdict\n      ok\n      reason\n      message\n      headsChecked\n      firstDifferingPosition\n      lastMatchingPosition\n      head {\n        cohortTag\n        seq\n        position\n        hash\n        at\n      }\n    }\n  }\n": typeof types.VerifyChainHeadDocument,
    "\n  query VerifyPageReceipt($cohortTag: String!, $receipt: String!) {\n    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {\n      fingerprint\n      counted\n    }\n  }\n": typeof types.VerifyPageReceiptDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  mutation CommentOnPhase($teamId: ID!, $phaseNumber: Int!, $fieldId: String, $text: String!) {\n    commentOnPhase(teamId: $teamId, phaseNumber: $phaseNumber, fieldId: $fieldId, text: $text) {\n      ...FeedbackThreadFields\n    }\n  }\n": typeof types.CommentOnPhaseDocument,
    "\n  subscription FeedbackChanged($teamId: ID!) {\n    feedbackChanged(teamId: $teamId) {\n      ...FeedbackThreadFields\n    }\n  }\n": typeof types.FeedbackChangedDocument,
    "\n  fragment FeedbackThreadFields on FeedbackThread {\n    id\n    teamId\n    phaseNumber\n    fieldId\n    resolved\n    createdAt\n    messages {\n      author\n      authorName\n      text\n      at\n    }\n  }\n": typeof types.FeedbackThreadFieldsFragmentDoc,
    "\n  query FeedbackThreads($teamId: ID!, $phaseNumber: Int) {\n    feedbackThreads(teamId: $teamId, phaseNumber: $phaseNumber) {\n      ...FeedbackThreadFields\n    }\n  }\n": typeof types.FeedbackThreadsDocument,
    "\n  mutation ReopenFeedback($threadId: ID!) {\n    reopenFeedback(threadId: $threadId) {\n      ...FeedbackThreadFields\n    }\n  }\n": typeof types.ReopenFeedbackDocument,
    "\n  mutation ReplyToFeedback($threadId: ID!, $text: String!) {\n    replyToFeedback(threadId: $threadId, text: $text) {\n      ...FeedbackThreadFields\n    }\n  }\n": typeof types.ReplyToFeedbackDocument,
    "\n  mutation ResolveFeedback($threadId: ID!) {\n    resolveFeedback(threadId: $threadId) {\n      ...FeedbackThreadFields\n    }\n  }\n": typeof types.ResolveFeedbackDocument,
    "\n  query ReviewPhaseData($teamId: ID!, $phaseNumber: Int!) {\n    phaseData(teamId: $teamId, phaseNumber: $phaseNumber) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n": typeof types.ReviewPhaseDataDocument,
    "\n  subscription ReviewPhaseDataChanged($teamId: ID!, $phaseNumber: Int!) {\n    phaseDataChanged(teamId: $teamId, phaseNumber: $phaseNumber) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n": typeof types.ReviewPhaseDataChangedDocument,
    "\n  mutation AddCategory($cohortTag: String!, $input: CategoryInput!) {\n    addCategory(cohortTag: $cohortTag, input: $input) {\n      categoryId\n    }\n  }\n": typeof types.AddCategoryDocument,
    "\n  mutation AssignJudges($cohortTag: String!, $judgesPerTeam: Int!) {\n    assignJudges(cohortTag: $cohortTag, judgesPerTeam: $judgesPerTeam) {\n      ...JudgingFields\n    }\n  }\n": typeof types.AssignJudgesDocument,
    "\n  mutation InviteJudge($cohortTag: String!, $name: String!) {\n    inviteJudge(cohortTag: $cohortTag, name: $name) {\n      judgeId\n      link\n    }\n  }\n": typeof types.InviteJudgeDocument,
    "\n  mutation JudgeLogin($token: String!) {\n    judgeLogin(token: $token) {\n      judgeId\n      cohortTag\n      name\n    }\n  }\n": typeof types.JudgeLoginDocument,
    "\n  query JudgeView {\n    judgeView {\n      ...JudgeViewFields\n    }\n  }\n": typeof types.JudgeViewDocument,
    "\n  subscription JudgeViewChanged {\n    judgeViewChanged {\n      ...JudgeViewFields\n    }\n  }\n": typeof types.JudgeViewChangedDocument,
    "\n  fragment JudgeViewFields on JudgeView {\n    cohortTag\n    cohortName\n    judgeId\n    name\n    open\n    scored\n    total\n    categories {\n      categoryId\n      name\n      criteria\n    }\n    teams {\n      id\n      name\n      erased\n      websiteUrl\n    }\n    scores {\n      categoryId\n      teamId\n      scores\n      comment\n      revision\n    }\n  }\n": typeof types.JudgeViewFieldsFragmentDoc,
    "\n  query Judging($cohortTag: String!) {\n    judging(cohortTag: $cohortTag) {\n      ...JudgingFields\n    }\n    cohort(tag: $cohortTag) {\n      tag\n      name\n      teams {\n        id\n        name\n        erased\n      }\n    }\n  }\n": typeof types.JudgingDocument,
    "\n  subscription JudgingChanged($cohortTag: String!) {\n    judgingChanged(cohortTag: $cohortTag) {\n      ...JudgingFields\n    }\n  }\n": typeof types.JudgingChangedDocument,
    "\n  fragment JudgingFields on Judging {\n    cohortTag\n    open\n    judgesPerTeam\n    categories {\n      categoryId\n      name\n      method\n      weight\n      criteria\n      formula\n    }\n    judges {\n      judgeId\n      name\n      link\n      teamIds\n      scored\n      total\n    }\n  }\n": typeof types.JudgingFieldsFragmentDoc,
    "\n  mutation RemoveCategory($cohortTag: String!, $categoryId: ID!) {\n    removeCategory(cohortTag: $cohortTag, categoryId: $categoryId) {\n      categoryId\n    }\n  }\n": typeof types.RemoveCategoryDocument,
    "\n  mutation RemoveJudge($cohortTag: String!, $judgeId: ID!) {\n    removeJudge(cohortTag: $cohortTag, judgeId: $judgeId) {\n      ...JudgingFields\n    }\n  }\n": typeof types.RemoveJudgeDocument,
    "\n  mutation ReorderCategories($cohortTag: String!, $categoryIds: [ID!]!) {\n    reorderCategories(cohortTag: $cohortTag, categoryIds: $categoryIds) {\n      categoryId\n    }\n  }\n": typeof types.ReorderCategoriesDocument,
    "\n  mutation ScoreTeam($categoryId: ID!, $teamId: ID!, $scores: [Int!]!, $comment: String) {\n    scoreTeam(categoryId: $categoryId, teamId: $teamId, scores: $scores, comment: $comment) {\n      ...JudgeViewFields\n    }\n  }\n": typeof types.ScoreTeamDocument,
    "\n  mutation SetJudgeTeams($cohortTag: String!, $judgeId: ID!, $teamIds: [ID!]!) {\n    setJudgeTeams(cohortTag: $cohortTag, judgeId: $judgeId, teamIds: $teamIds) {\n      ...JudgingFields\n    }\n  }\n": typeof types.SetJudgeTeamsDocument,
    "\n  mutation SetJudgingOpen($cohortTag: String!, $open: Boolean!) {\n    setJudgingOpen(cohortTag: $cohortTag, open: $open) {\n      ...JudgingFields\n    }\n  }\n": typeof types.SetJudgingOpenDocument,
    "\n  mutation UpdateCategory($cohortTag: String!, $categoryId: ID!, $input: CategoryInput!) {\n    updateCategory(cohortTag: $cohortTag, categoryId: $categoryId, input: $input) {\n      categoryId\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation SetTeamPhase($teamId: ID!, $currentPhase: Int!) {\n    setTeamPhase(teamId: $teamId, currentPhase: $currentPhase) {\n      id\n      currentPhase\n      updatedAt\n    }\n  }\n": typeof types.SetTeamPhaseDocument,
    "\n  mutation RequestTeamErasure($teamId: ID!) {\n    requestTeamErasure(teamId: $teamId) {\n      id\n      erased\n      erasureRequestedAt\n    }\n  }\n": typeof types.RequestTeamErasureDocument,
    "\n  query CategoryResults($cohortTag: String!) {\n    categoryResults(cohortTag: $cohortTag) {\n      ...CategoryResultsFields\n    }\n  }\n": typeof types.CategoryResultsDocument,
    "\n  subscription CategoryResultsChanged($cohortTag: String!) {\n    categoryResultsChanged(cohortTag: $cohortTag) {\n      ...CategoryResultsFields\n    }\n  }\n": typeof types.CategoryResultsChangedDocument,
    "\n  fragment CategoryResultsFields on CategoryResult {\n    categoryId\n    name\n    method\n    weight\n    formula\n    rows {\n      rank\n      teamId\n      teamName\n      erased\n      score\n      peerScore\n      juryScore\n      judgeCount\n    }\n  }\n": typeof types.CategoryResultsFieldsFragmentDoc,
    "\n  fragment ResultRowFields on ResultRow {\n    rank\n    teamId\n    teamName\n    erased\n    avatarIcon\n    websiteUrl\n    totalPoints\n    votes {\n      rank\n      count\n    }\n  }\n": typeof types.ResultRowFieldsFragmentDoc,
    "\n  query CohortResults($cohortTag: String!) {\n    results(cohortTag: $cohortTag) {\n      ...ResultRowFields\n    }\n  }\n": typeof types.CohortResultsDocument,
    "\n  fragment PresentationFields on Presentation {\n    cohortTag\n    name\n    resultsVisible\n    stage\n    rehearsal\n    label\n    rows {\n      ...ResultRowFields\n    }\n  }\n": typeof types.PresentationFieldsFragmentDoc,
    "\n  query Presentation($cohortTag: String!) {\n    presentation(cohortTag: $cohortTag) {\n      ...PresentationFields\n    }\n  }\n": typeof types.PresentationDocument,
    "\n  subscription PresentationChanged($cohortTag: String!) {\n    presentationChanged(cohortTag: $cohortTag) {\n      ...PresentationFields\n    }\n  }\n": typeof types.PresentationChangedDocument,
    "\n  query PresentedCategory($cohortTag: String!) {\n    presentation(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n        name\n        formula\n      }\n      categoryRows {\n        ...ResultRowFields\n      }\n    }\n  }\n": typeof types.PresentedCategoryDocument,
    "\n  subscription PresentedCategoryChanged($cohortTag: String!) {\n    presentationChanged(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n        name\n        formula\n      }\n      categoryRows {\n        ...ResultRowFields\n      }\n    }\n  }\n": typeof types.PresentedCategoryChangedDocument,
    "\n  subscription ResultsCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      tag\n      name\n      resultsVisible\n    }\n  }\n": typeof types.ResultsCohortChangedDocument,
    "\n  query ResultsCohortStatus($tag: String!) {\n    cohortStatus(tag: $tag) {\n      name\n      resultsVisible\n    }\n  }\n": typeof types.ResultsCohortStatusDocument,
    "\n  query VerifyReceipt($cohortTag: String!, $receipt: String!) {\n    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {\n      fingerprint\n      counted\n      replaced\n    }\n  }\n": typeof types.VerifyReceiptDocument,
    "\n  query CohortSession($cohortTag: String!) {\n    cohortSession(cohortTag: $cohortTag) {\n      ...CohortSessionFields\n    }\n    cohort(tag: $cohortTag) {\n      tag\n      name\n    }\n  }\n": typeof types.CohortSessionDocument,
    "\n  subscription CohortSessionChanged($cohortTag: String!) {\n    cohortSessionChanged(cohortTag: $cohortTag) {\n      serverTime\n      full {\n        ...CohortSessionFields\n      }\n      delta {\n        teams {\n          teamId\n          code\n          name\n          erased\n        }\n        marksFrom\n        marks {\n          ...SessionMarkFields\n        }\n        edits {\n          teamId\n          timesFrom\n          times\n        }\n      }\n    }\n  }\n": typeof types.CohortSessionChangedDocument,
    "\n  fragment SessionMarkFields on SessionMark {\n    at\n    kind\n    teamId\n    phase\n    ref\n    detail\n    agenda\n  }\n": typeof types.SessionMarkFieldsFragmentDoc,
    "\n  fragment CohortSessionFields on CohortSession {\n    cohortTag\n    serverTime\n    firstMinute\n    teams {\n      teamId\n      code\n      name\n      erased\n    }\n    marks {\n      ...SessionMarkFields\n    }\n    edits {\n      teamId\n      packedTimes\n    }\n  }\n": typeof types.CohortSessionFieldsFragmentDoc,
    "\n  mutation CastBallot($cohortTag: String!, $votes: [VoteInput!]!) {\n    castBallot(cohortTag: $cohortTag, votes: $votes) {\n      cohortTag\n      voterTeamId\n      receipt\n      votes {\n        votedForTeamId\n        rank\n      }\n    }\n  }\n": typeof types.CastBallotDocument,
    "\n  mutation ChangeBallot($cohortTag: String!, $votes: [VoteInput!]!) {\n    changeBallot(cohortTag: $cohortTag, votes: $votes) {\n      cohortTag\n      voterTeamId\n      receipt\n      votes {\n        votedForTeamId\n        rank\n      }\n    }\n  }\n": typeof types.ChangeBallotDocument,
    "\n  query MyVotes($cohortTag: String!) {\n    myVotes(cohortTag: $cohortTag) {\n      votedForTeamId\n      rank\n    }\n  }\n": typeof types.MyVotesDocument,
    "\n  query ShowcaseCohort($tag: String!) {\n    cohort(tag: $tag) {\n      tag\n      name\n      description\n      votingOpen\n      resultsVisible\n    }\n  }\n": typeof types.ShowcaseCohortDocument,
    "\n  subscription ShowcaseCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      tag\n      name\n      description\n      votingOpen\n      resultsVisible\n    }\n  }\n": typeof types.ShowcaseCohortChangedDocument,
    "\n  query ShowcaseTeams($cohortTag: String!) {\n    showcase(cohortTag: $cohortTag) {\n      id\n      name\n      avatarIcon\n      submittedWebsiteUrl\n      cohortTag\n    }\n  }\n": typeof types.ShowcaseTeamsDocument,
    "\n  query ShowcaseTeamSession {\n    teamSession {\n      teamId\n    }\n  }\n": typeof types.ShowcaseTeamSessionDocument,
    "\n  fragment TeamFields on Team {\n    id\n    code\n    name\n    avatarIcon\n    currentPhase\n    cohortTag\n    accessToken\n    submittedWebsiteUrl\n    updatedAt\n    erased\n    erasureRequestedAt\n  }\n": typeof types.TeamFieldsFragmentDoc,
    "\n  mutation ChangeTeamAvatar($teamId: ID!, $avatarIcon: String!) {\n    changeTeamAvatar(teamId: $teamId, avatarIcon: $avatarIcon) {\n      ...TeamFields\n    }\n  }\n": typeof types.ChangeTeamAvatarDocument,
    "\n  mutation CreateTeam($name: String!, $code: String!) {\n    createTeam(name: $name, code: $code) {\n      ...TeamFields\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation JoinTeam($code: String!) {\n    joinTeam(code: $code) {\n      ...TeamFields\n    }\n  }\n": typeof types.JoinTeamDocument,
    "\n  mutation SubmitWebsite($teamId: ID!, $websiteUrl: String!) {\n    submitWebsite(teamId: $teamId, websiteUrl: $websiteUrl) {\n      ...TeamFields\n    }\n  }\n": typeof types.SubmitWebsiteDocument,
    "\n  query TeamByCode($code: String!) {\n    team(code: $code) {\n      ...TeamFields\n    }\n  }\n": typeof types.TeamByCodeDocument,
    "\n  mutation TeamLogin($accessToken: String!) {\n    teamLogin(accessToken: $accessToken) {\n      teamId\n    }\n  }\n": typeof types.TeamLoginDocument,
    "\n  mutation TeamLogout {\n    teamLogout\n  }\n": typeof types.TeamLogoutDocument,
    "\n  query CohortLanguage($tag: String!) {\n    cohortStatus(tag: $tag) {\n      language\n    }\n  }\n": typeof types.CohortLanguageDocument,
    "\n  query AdminStatus {\n    adminStatus {\n      isAuthenticated\n      user {\n        username\n        role\n      }\n    }\n  }\n": typeof types.AdminStatusDocument,
    "\n  query AllPhaseData($teamId: ID!) {\n    allPhaseData(teamId: $teamId) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n": typeof types.AllPhaseDataDocument,
    "\n  query PhaseConfig($phase: Int!, $locale: String) {\n    phaseConfig(phase: $phase, locale: $locale) {\n      ...PhaseConfigFields\n    }\n  }\n": typeof types.PhaseConfigDocument,
    "\n  fragment PhaseConfigFields on PhaseConfig {\n    phase\n    locale\n    title\n    estimatedTime\n    intro\n    decisionBoxContent {\n      title\n      subtitle\n      sections {\n        number\n        title\n        items {\n          label\n          content\n        }\n      }\n      action {\n        title\n        items\n      }\n    }\n    stepByStepFlow {\n      step\n      action\n      time\n      details {\n        title\n        steps\n      }\n    }\n    fields {\n      id\n      label\n      type\n      placeholder\n      options {\n        value\n        label\n      }\n      required\n      help\n      tooltip\n    }\n    promptTemplate\n    expectedOutput {\n      fileCreated\n      whyItMatters\n      nextSteps\n    }\n    instructions\n  }\n": typeof types.PhaseConfigFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query CohortChainHead($cohortTag: String!) {\n    cohortChainHead(cohortTag: $cohortTag) {\n      format\n      keyId\n      cohortTag\n      seq\n      position\n      hash\n      at\n      signature\n    }\n  }\n": types.CohortChainHeadDocument,
    "\n  subscription CohortChainHeadChanged($cohortTag: String!) {\n    cohortChainHeadChanged(cohortTag: $cohortTag) {\n      format\n      keyId\n      cohortTag\n      seq\n      position\n      hash\n      at\n      signature\n    }\n  }\n": types.CohortChainHeadChangedDocument,
    "\n  query VotingProgress($cohortTag: String!) {\n    votingProgress(cohortTag: $cohortTag) {\n      cohortTag\n      votedCount\n      eligibleCount\n    }\n  }\n": types.VotingProgressDocument,
    "\n  subscription VotingProgressChanged($cohortTag: String!) {\n    votingProgressChanged(cohortTag: $cohortTag) {\n      cohortTag\n      votedCount\n      eligibleCount\n    }\n  }\n": types.VotingProgressChangedDocument,
    "\n  fragment AdminCohortFields on Cohort {\n    tag\n    name\n    description\n    language\n    votingOpen\n    resultsVisible\n    archived\n    createdAt\n    votedTeamIds\n    archivedAt\n    retentionDays\n    erasureDueAt\n  }\n": types.AdminCohortFieldsFragmentDoc,
    "\n  query AdminCohorts($archived: Boolean!) {\n    cohorts(archived: $archived) {\n      ...AdminCohortFields\n    }\n  }\n": types.AdminCohortsDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    adminLogin(username: $username, password: $password) {\n      username\n      role\n    }\n  }\n": types.AdminLoginDocument,
    "\n  fragment AdminTeamFields on Team {\n    id\n    code\n    name\n    avatarIcon\n    currentPhase\n    cohortTag\n    submittedWebsiteUrl\n    updatedAt\n    unresolvedFeedback\n    erased\n    erasureRequestedAt\n  }\n": types.AdminTeamFieldsFragmentDoc,
    "\n  query AdminTeams {\n    teams {\n      ...AdminTeamFields\n    }\n  }\n": types.AdminTeamsDocument,
    "\n  mutation AdminArchiveCohort($tag: String!) {\n    archiveCohort(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n": types.AdminArchiveCohortDocument,
    "\n  mutation AdminAssignTeams($cohortTag: String!, $teamIds: [ID!]!) {\n    assignTeams(cohortTag: $cohortTag, teamIds: $teamIds) {\n      ...AdminTeamFields\n    }\n  }\n": types.AdminAssignTeamsDocument,
    "\n  subscription AdminBallotCast($cohortTag: String!) {\n    ballotCast(cohortTag: $cohortTag) {\n      cohortTag\n      voterTeamId\n      teamName\n      at\n    }\n  }\n": types.AdminBallotCastDocument,
    "\n  subscription AdminCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n": types.AdminCohortChangedDocument,
    "\n  subscription AdminCohortCreated {\n    cohortCreated {\n      ...AdminCohortFields\n    }\n  }\n": types.AdminCohortCreatedDocument,
    "\n  mutation AdminCreateCohort($tag: String!, $name: String!, $description: String) {\n    createCohort(tag: $tag, name: $name, description: $description) {\n      ...AdminCohortFields\n    }\n  }\n": types.AdminCreateCohortDocument,
    "\n  mutation AdminEraseTeam($teamId: ID!, $confirmCode: String!) {\n    eraseTeam(teamId: $teamId, confirmCode: $confirmCode) {\n      teamId\n      erasedNow\n      sessionsEnded\n    }\n  }\n": types.AdminEraseTeamDocument,
    "\n  query AdminJudgingProgress($cohortTag: String!) {\n    judging(cohortTag: $cohortTag) {\n      cohortTag\n      judges {\n        judgeId\n        name\n        scored\n        total\n      }\n    }\n  }\n": types.AdminJudgingProgressDocument,
    "\n  subscription AdminJudgingProgressChanged($cohortTag: String!) {\n    judgingChanged(cohortTag: $cohortTag) {\n      cohortTag\n      judges {\n        judgeId\n        name\n        scored\n        total\n      }\n    }\n  }\n": types.AdminJudgingProgressChangedDocument,
    "\n  mutation AdminPresentCategory($cohortTag: String!, $categoryId: ID) {\n    presentCategory(cohortTag: $cohortTag, categoryId: $categoryId) {\n      cohortTag\n      category {\n        categoryId\n      }\n    }\n  }\n": types.AdminPresentCategoryDocument,
    "\n  mutation AdminReleaseReveal($tag: String!) {\n    releaseReveal(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n": types.AdminReleaseRevealDocument,
    "\n  mutation AdminRestoreCohort($tag: String!) {\n    restoreCohort(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n": types.AdminRestoreCohortDocument,
    "\n  query AdminRevealCategories($cohortTag: String!) {\n    prizeCategories(cohortTag: $cohortTag) {\n      categoryId\n      name\n    }\n    presentation(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n      }\n    }\n  }\n": types.AdminRevealCategoriesDocument,
    "\n  fragment AdminRevealCohortFields on Cohort {\n    tag\n    name\n    resultsVisible\n    archived\n    revealStage\n    rehearsal\n  }\n": types.AdminRevealCohortFieldsFragmentDoc,
    "\n  query AdminRevealCohort($tag: String!) {\n    cohort(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n": types.AdminRevealCohortDocument,
    "\n  subscription AdminRevealCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n": types.AdminRevealCohortChangedDocument,
    "\n  mutation AdminSetCohortRetention($tag: String!, $days: Int) {\n    setCohortRetention(tag: $tag, days: $days) {\n      ...AdminCohortFields\n    }\n  }\n": types.AdminSetCohortRetentionDocument,
    "\n  mutation AdminStepReveal($tag: String!, $stage: Int!, $rehearsal: Boolean!) {\n    stepReveal(tag: $tag, stage: $stage, rehearsal: $rehearsal) {\n      ...AdminRevealCohortFields\n    }\n  }\n": types.AdminStepRevealDocument,
    "\n  subscription AdminTeamActivity {\n    teamActivity {\n      kind\n      at\n      team {\n        ...AdminTeamFields\n      }\n    }\n  }\n": types.AdminTeamActivityDocument,
    "\n  subscription TeamFeedbackChanged {\n    teamFeedbackChanged {\n      id\n      unresolvedFeedback\n    }\n  }\n": types.TeamFeedbackChangedDocument,
    "\n  mutation AdminUnassignTeams($teamIds: [ID!]!) {\n    unassignTeams(teamIds: $teamIds) {\n      ...AdminTeamFields\n    }\n  }\n": types.AdminUnassignTeamsDocument,
    "\n  mutation AdminUpdateCohort($tag: String!, $input: UpdateCohortInput!) {\n    updateCohort(tag: $tag, input: $input) {\n      ...AdminCohortFields\n    }\n  }\n": types.AdminUpdateCohortDocument,
    "\n  query Agenda($cohortTag: String!) {\n    agenda(cohortTag: $cohortTag) {\n      ...AgendaFields\n    }\n  }\n": types.AgendaDocument,
    "\n  subscription AgendaChanged($cohortTag: String!) {\n    agendaChanged(cohortTag: $cohortTag) {\n      ...AgendaFields\n    }\n  }\n": types.AgendaChangedDocument,
    "\n  fragment AgendaFields on Agenda {\n    cohortTag\n    status\n    items {\n      phase\n      plannedMs\n      durationMs\n    }\n    index\n    startedAt\n    itemStartedAt\n    pausedMs\n    pausedAt\n    finishedAt\n    hold\n    bring {\n      phase\n      at\n      moveAt\n    }\n    announcements {\n      id\n      text\n      at\n    }\n    serverTime\n  }\n": types.AgendaFieldsFragmentDoc,
    "\n  mutation BringTeams($tag: String!, $phase: Int!, $noticeSeconds: Int, $hold: Boolean!) {\n    bringTeams(tag: $tag, phase: $phase, noticeSeconds: $noticeSeconds, hold: $hold) {\n      ...AgendaFields\n    }\n  }\n": types.BringTeamsDocument,
    "\n  mutation ExtendAgendaItem($tag: String!, $minutes: Int!, $keepEnd: Boolean!) {\n    extendAgendaItem(tag: $tag, minutes: $minutes, keepEnd: $keepEnd) {\n      ...AgendaFields\n    }\n  }\n": types.ExtendAgendaItemDocument,
    "\n  mutation PauseAgenda($tag: String!) {\n    pauseAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": types.PauseAgendaDocument,
    "\n  mutation PlanAgenda($tag: String!, $items: [AgendaItemInput!]!) {\n    planAgenda(tag: $tag, items: $items) {\n      ...AgendaFields\n    }\n  }\n": types.PlanAgendaDocument,
    "\n  mutation PostAnnouncement($tag: String!, $text: String!) {\n    postAnnouncement(tag: $tag, text: $text) {\n      ...AgendaFields\n    }\n  }\n": types.PostAnnouncementDocument,
    "\n  mutation ReleaseHold($tag: String!) {\n    releaseHold(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": types.ReleaseHoldDocument,
    "\n  mutation ResetAgenda($tag: String!) {\n    resetAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": types.ResetAgendaDocument,
    "\n  mutation ResumeAgenda($tag: String!) {\n    resumeAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": types.ResumeAgendaDocument,
    "\n  mutation SkipAgendaItem($tag: String!) {\n    skipAgendaItem(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": types.SkipAgendaItemDocument,
    "\n  mutation StartAgenda($tag: String!) {\n    startAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n": types.StartAgendaDocument,
    "\n  mutation WithdrawAnnouncement($tag: String!, $id: String!) {\n    withdrawAnnouncement(tag: $tag, id: $id) {\n      ...AgendaFields\n    }\n  }\n": types.WithdrawAnnouncementDocument,
    "\n  query VerifyChainHead($saved: String!) {\n    verifyChainHead(saved: $saved) {\n      verdict\n      ok\n      reason\n      message\n      headsChecked\n      firstDifferingPosition\n      lastMatchingPosition\n      head {\n        cohortTag\n        seq\n        position\n        hash\n        at\n      }\n    }\n  }\n": types.VerifyChainHeadDocument,
    "\n  query VerifyPageReceipt($cohortTag: String!, $receipt: String!) {\n    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {\n      fingerprint\n      counted\n    }\n  }\n": types.VerifyPageReceiptDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": types.AdminLogoutDocument,
    "\n  mutation CommentOnPhase($teamId: ID!, $phaseNumber: Int!, $fieldId: String, $text: String!) {\n    commentOnPhase(teamId: $teamId, phaseNumber: $phaseNumber, fieldId: $fieldId, text: $text) {\n      ...FeedbackThreadFields\n    }\n  }\n": types.CommentOnPhaseDocument,
    "\n  subscription FeedbackChanged($teamId: ID!) {\n    feedbackChanged(teamId: $teamId) {\n      ...FeedbackThreadFields\n    }\n  }\n": types.FeedbackChangedDocument,
    "\n  fragment FeedbackThreadFields on FeedbackThread {\n    id\n    teamId\n    phaseNumber\n    fieldId\n    resolved\n    createdAt\n    messages {\n      author\n      authorName\n      text\n      at\n    }\n  }\n": types.FeedbackThreadFieldsFragmentDoc,
    "\n  query FeedbackThreads($teamId: ID!, $phaseNumber: Int) {\n    feedbackThreads(teamId: $teamId, phaseNumber: $phaseNumber) {\n      ...FeedbackThreadFields\n    }\n  }\n": types.FeedbackThreadsDocument,
    "\n  mutation ReopenFeedback($threadId: ID!) {\n    reopenFeedback(threadId: $threadId) {\n      ...FeedbackThreadFields\n    }\n  }\n": types.ReopenFeedbackDocument,
    "\n  mutation ReplyToFeedback($threadId: ID!, $text: String!) {\n    replyToFeedback(threadId: $threadId, text: $text) {\n      ...FeedbackThreadFields\n    }\n  }\n": types.ReplyToFeedbackDocument,
    "\n  mutation ResolveFeedback($threadId: ID!) {\n    resolveFeedback(threadId: $threadId) {\n      ...FeedbackThreadFields\n    }\n  }\n": types.ResolveFeedbackDocument,
    "\n  query ReviewPhaseData($teamId: ID!, $phaseNumber: Int!) {\n    phaseData(teamId: $teamId, phaseNumber: $phaseNumber) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n": types.ReviewPhaseDataDocument,
    "\n  subscription ReviewPhaseDataChanged($teamId: ID!, $phaseNumber: Int!) {\n    phaseDataChanged(teamId: $teamId, phaseNumber: $phaseNumber) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n": types.ReviewPhaseDataChangedDocument,
    "\n  mutation AddCategory($cohortTag: String!, $input: CategoryInput!) {\n    addCategory(cohortTag: $cohortTag, input: $input) {\n      categoryId\n    }\n  }\n": types.AddCategoryDocument,
    "\n  mutation AssignJudges($cohortTag: String!, $judgesPerTeam: Int!) {\n    assignJudges(cohortTag: $cohortTag, judgesPerTeam: $judgesPerTeam) {\n      ...JudgingFields\n    }\n  }\n": types.AssignJudgesDocument,
    "\n  mutation InviteJudge($cohortTag: String!, $name: String!) {\n    inviteJudge(cohortTag: $cohortTag, name: $name) {\n      judgeId\n      link\n    }\n  }\n": types.InviteJudgeDocument,
    "\n  mutation JudgeLogin($token: String!) {\n    judgeLogin(token: $token) {\n      judgeId\n      cohortTag\n      name\n    }\n  }\n": types.JudgeLoginDocument,
    "\n  query JudgeView {\n    judgeView {\n      ...JudgeViewFields\n    }\n  }\n": types.JudgeViewDocument,
    "\n  subscription JudgeViewChanged {\n    judgeViewChanged {\n      ...JudgeViewFields\n    }\n  }\n": types.JudgeViewChangedDocument,
    "\n  fragment JudgeViewFields on JudgeView {\n    cohortTag\n    cohortName\n    judgeId\n    name\n    open\n    scored\n    total\n    categories {\n      categoryId\n      name\n      criteria\n    }\n    teams {\n      id\n      name\n      erased\n      websiteUrl\n    }\n    scores {\n      categoryId\n      teamId\n      scores\n      comment\n      revision\n    }\n  }\n": types.JudgeViewFieldsFragmentDoc,
    "\n  query Judging($cohortTag: String!) {\n    judging(cohortTag: $cohortTag) {\n      ...JudgingFields\n    }\n    cohort(tag: $cohortTag) {\n      tag\n      name\n      teams {\n        id\n        name\n        erased\n      }\n    }\n  }\n": types.JudgingDocument,
    "\n  subscription JudgingChanged($cohortTag: String!) {\n    judgingChanged(cohortTag: $cohortTag) {\n      ...JudgingFields\n    }\n  }\n": types.JudgingChangedDocument,
    "\n  fragment JudgingFields on Judging {\n    cohortTag\n    open\n    judgesPerTeam\n    categories {\n      categoryId\n      name\n      method\n      weight\n      criteria\n      formula\n    }\n    judges {\n      judgeId\n      name\n      link\n      teamIds\n      scored\n      total\n    }\n  }\n": types.JudgingFieldsFragmentDoc,
    "\n  mutation RemoveCategory($cohortTag: String!, $categoryId: ID!) {\n    removeCategory(cohortTag: $cohortTag, categoryId: $categoryId) {\n      categoryId\n    }\n  }\n": types.RemoveCategoryDocument,
    "\n  mutation RemoveJudge($cohortTag: String!, $judgeId: ID!) {\n    removeJudge(cohortTag: $cohortTag, judgeId: $judgeId) {\n      ...JudgingFields\n    }\n  }\n": types.RemoveJudgeDocument,
    "\n  mutation ReorderCategories($cohortTag: String!, $categoryIds: [ID!]!) {\n    reorderCategories(cohortTag: $cohortTag, categoryIds: $categoryIds) {\n      categoryId\n    }\n  }\n": types.ReorderCategoriesDocument,
    "\n  mutation ScoreTeam($categoryId: ID!, $teamId: ID!, $scores: [Int!]!, $comment: String) {\n    scoreTeam(categoryId: $categoryId, teamId: $teamId, scores: $scores, comment: $comment) {\n      ...JudgeViewFields\n    }\n  }\n": types.ScoreTeamDocument,
    "\n  mutation SetJudgeTeams($cohortTag: String!, $judgeId: ID!, $teamIds: [ID!]!) {\n    setJudgeTeams(cohortTag: $cohortTag, judgeId: $judgeId, teamIds: $teamIds) {\n      ...JudgingFields\n    }\n  }\n": types.SetJudgeTeamsDocument,
    "\n  mutation SetJudgingOpen($cohortTag: String!, $open: Boolean!) {\n    setJudgingOpen(cohortTag: $cohortTag, open: $open) {\n      ...JudgingFields\n    }\n  }\n": types.SetJudgingOpenDocument,
    "\n  mutation UpdateCategory($cohortTag: String!, $categoryId: ID!, $input: CategoryInput!) {\n    updateCategory(cohortTag: $cohortTag, categoryId: $categoryId, input: $input) {\n      categoryId\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation SetTeamPhase($teamId: ID!, $currentPhase: Int!) {\n    setTeamPhase(teamId: $teamId, currentPhase: $currentPhase) {\n      id\n      currentPhase\n      updatedAt\n    }\n  }\n": types.SetTeamPhaseDocument,
    "\n  mutation RequestTeamErasure($teamId: ID!) {\n    requestTeamErasure(teamId: $teamId) {\n      id\n      erased\n      erasureRequestedAt\n    }\n  }\n": types.RequestTeamErasureDocument,
    "\n  query CategoryResults($cohortTag: String!) {\n    categoryResults(cohortTag: $cohortTag) {\n      ...CategoryResultsFields\n    }\n  }\n": types.CategoryResultsDocument,
    "\n  subscription CategoryResultsChanged($cohortTag: String!) {\n    categoryResultsChanged(cohortTag: $cohortTag) {\n      ...CategoryResultsFields\n    }\n  }\n": types.CategoryResultsChangedDocument,
    "\n  fragment CategoryResultsFields on CategoryResult {\n    categoryId\n    name\n    method\n    weight\n    formula\n    rows {\n      rank\n      teamId\n      teamName\n      erased\n      score\n      peerScore\n      juryScore\n      judgeCount\n    }\n  }\n": types.CategoryResultsFieldsFragmentDoc,
    "\n  fragment ResultRowFields on ResultRow {\n    rank\n    teamId\n    teamName\n    erased\n    avatarIcon\n    websiteUrl\n    totalPoints\n    votes {\n      rank\n      count\n    }\n  }\n": types.ResultRowFieldsFragmentDoc,
    "\n  query CohortResults($cohortTag: String!) {\n    results(cohortTag: $cohortTag) {\n      ...ResultRowFields\n    }\n  }\n": types.CohortResultsDocument,
    "\n  fragment PresentationFields on Presentation {\n    cohortTag\n    name\n    resultsVisible\n    stage\n    rehearsal\n    label\n    rows {\n      ...ResultRowFields\n    }\n  }\n": types.PresentationFieldsFragmentDoc,
    "\n  query Presentation($cohortTag: String!) {\n    presentation(cohortTag: $cohortTag) {\n      ...PresentationFields\n    }\n  }\n": types.PresentationDocument,
    "\n  subscription PresentationChanged($cohortTag: String!) {\n    presentationChanged(cohortTag: $cohortTag) {\n      ...PresentationFields\n    }\n  }\n": types.PresentationChangedDocument,
    "\n  query PresentedCategory($cohortTag: String!) {\n    presentation(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n        name\n        formula\n      }\n      categoryRows {\n        ...ResultRowFields\n      }\n    }\n  }\n": types.PresentedCategoryDocument,
    "\n  subscription PresentedCategoryChanged($cohortTag: String!) {\n    presentationChanged(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n        name\n        formula\n      }\n      categoryRows {\n        ...ResultRowFields\n      }\n    }\n  }\n": types.PresentedCategoryChangedDocument,
    "\n  subscription ResultsCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      tag\n      name\n      resultsVisible\n    }\n  }\n": types.ResultsCohortChangedDocument,
    "\n  query ResultsCohortStatus($tag: String!) {\n    cohortStatus(tag: $tag) {\n      name\n      resultsVisible\n    }\n  }\n": types.ResultsCohortStatusDocument,
    "\n  query VerifyReceipt($cohortTag: String!, $receipt: String!) {\n    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {\n      fingerprint\n      counted\n      replaced\n    }\n  }\n": types.VerifyReceiptDocument,
    "\n  query CohortSession($cohortTag: String!) {\n    cohortSession(cohortTag: $cohortTag) {\n      ...CohortSessionFields\n    }\n    cohort(tag: $cohortTag) {\n      tag\n      name\n    }\n  }\n": types.CohortSessionDocument,
    "\n  subscription CohortSessionChanged($cohortTag: String!) {\n    cohortSessionChanged(cohortTag: $cohortTag) {\n      serverTime\n      full {\n        ...CohortSessionFields\n      }\n      delta {\n        teams {\n          teamId\n          code\n          name\n          erased\n        }\n        marksFrom\n        marks {\n          ...SessionMarkFields\n        }\n        edits {\n          teamId\n          timesFrom\n          times\n        }\n      }\n    }\n  }\n": types.CohortSessionChangedDocument,
    "\n  fragment SessionMarkFields on SessionMark {\n    at\n    kind\n    teamId\n    phase\n    ref\n    detail\n    agenda\n  }\n": types.SessionMarkFieldsFragmentDoc,
    "\n  fragment CohortSessionFields on CohortSession {\n    cohortTag\n    serverTime\n    firstMinute\n    teams {\n      teamId\n      code\n      name\n      erased\n    }\n    marks {\n      ...SessionMarkFields\n    }\n    edits {\n      teamId\n      packedTimes\n    }\n  }\n": types.CohortSessionFieldsFragmentDoc,
    "\n  mutation CastBallot($cohortTag: String!, $votes: [VoteInput!]!) {\n    castBallot(cohortTag: $cohortTag, votes: $votes) {\n      cohortTag\n      voterTeamId\n      receipt\n      votes {\n        votedForTeamId\n        rank\n      }\n    }\n  }\n": types.CastBallotDocument,
    "\n  mutation ChangeBallot($cohortTag: String!, $votes: [VoteInput!]!) {\n    changeBallot(cohortTag: $cohortTag, votes: $votes) {\n      cohortTag\n      voterTeamId\n      receipt\n      votes {\n        votedForTeamId\n        rank\n      }\n    }\n  }\n": types.ChangeBallotDocument,
    "\n  query MyVotes($cohortTag: String!) {\n    myVotes(cohortTag: $cohortTag) {\n      votedForTeamId\n      rank\n    }\n  }\n": types.MyVotesDocument,
    "\n  query ShowcaseCohort($tag: String!) {\n    cohort(tag: $tag) {\n      tag\n      name\n      description\n      votingOpen\n      resultsVisible\n    }\n  }\n": types.ShowcaseCohortDocument,
    "\n  subscription ShowcaseCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      tag\n      name\n      description\n      votingOpen\n      resultsVisible\n    }\n  }\n": types.ShowcaseCohortChangedDocument,
    "\n  query ShowcaseTeams($cohortTag: String!) {\n    showcase(cohortTag: $cohortTag) {\n      id\n      name\n      avatarIcon\n      submittedWebsiteUrl\n      cohortTag\n    }\n  }\n": types.ShowcaseTeamsDocument,
    "\n  query ShowcaseTeamSession {\n    teamSession {\n      teamId\n    }\n  }\n": types.ShowcaseTeamSessionDocument,
    "\n  fragment TeamFields on Team {\n    id\n    code\n    name\n    avatarIcon\n    currentPhase\n    cohortTag\n    accessToken\n    submittedWebsiteUrl\n    updatedAt\n    erased\n    erasureRequestedAt\n  }\n": types.TeamFieldsFragmentDoc,
    "\n  mutation ChangeTeamAvatar($teamId: ID!, $avatarIcon: String!) {\n    changeTeamAvatar(teamId: $teamId, avatarIcon: $avatarIcon) {\n      ...TeamFields\n    }\n  }\n": types.ChangeTeamAvatarDocument,
    "\n  mutation CreateTeam($name: String!, $code: String!) {\n    createTeam(name: $name, code: $code) {\n      ...TeamFields\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation JoinTeam($code: String!) {\n    joinTeam(code: $code) {\n      ...TeamFields\n    }\n  }\n": types.JoinTeamDocument,
    "\n  mutation SubmitWebsite($teamId: ID!, $websiteUrl: String!) {\n    submitWebsite(teamId: $teamId, websiteUrl: $websiteUrl) {\n      ...TeamFields\n    }\n  }\n": types.SubmitWebsiteDocument,
    "\n  query TeamByCode($code: String!) {\n    team(code: $code) {\n      ...TeamFields\n    }\n  }\n": types.TeamByCodeDocument,
    "\n  mutation TeamLogin($accessToken: String!) {\n    teamLogin(accessToken: $accessToken) {\n      teamId\n    }\n  }\n": types.TeamLoginDocument,
    "\n  mutation TeamLogout {\n    teamLogout\n  }\n": types.TeamLogoutDocument,
    "\n  query CohortLanguage($tag: String!) {\n    cohortStatus(tag: $tag) {\n      language\n    }\n  }\n": types.CohortLanguageDocument,
    "\n  query AdminStatus {\n    adminStatus {\n      isAuthenticated\n      user {\n        username\n        role\n      }\n    }\n  }\n": types.AdminStatusDocument,
    "\n  query AllPhaseData($teamId: ID!) {\n    allPhaseData(teamId: $teamId) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n": types.AllPhaseDataDocument,
    "\n  query PhaseConfig($phase: Int!, $locale: String) {\n    phaseConfig(phase: $phase, locale: $locale) {\n      ...PhaseConfigFields\n    }\n  }\n": types.PhaseConfigDocument,
    "\n  fragment PhaseConfigFields on PhaseConfig {\n    phase\n    locale\n    title\n    estimatedTime\n    intro\n    decisionBoxContent {\n      title\n      subtitle\n      sections {\n        number\n        title\n        items {\n          label\n          content\n        }\n      }\n      action {\n        title\n        items\n      }\n    }\n    stepByStepFlow {\n      step\n      action\n      time\n      details {\n        title\n        steps\n      }\n    }\n    fields {\n      id\n      label\n      type\n      placeholder\n      options {\n        value\n        label\n      }\n      required\n      help\n      tooltip\n    }\n    promptTemplate\n    expectedOutput {\n      fileCreated\n      whyItMatters\n      nextSteps\n    }\n    instructions\n  }\n": types.PhaseConfigFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CohortChainHead($cohortTag: String!) {\n    cohortChainHead(cohortTag: $cohortTag) {\n      format\n      keyId\n      cohortTag\n      seq\n      position\n      hash\n      at\n      signature\n    }\n  }\n"): (typeof documents)["\n  query CohortChainHead($cohortTag: String!) {\n    cohortChainHead(cohortTag: $cohortTag) {\n      format\n      keyId\n      cohortTag\n      seq\n      position\n      hash\n      at\n      signature\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CohortChainHeadChanged($cohortTag: String!) {\n    cohortChainHeadChanged(cohortTag: $cohortTag) {\n      format\n      keyId\n      cohortTag\n      seq\n      position\n      hash\n      at\n      signature\n    }\n  }\n"): (typeof documents)["\n  subscription CohortChainHeadChanged($cohortTag: String!) {\n    cohortChainHeadChanged(cohortTag: $cohortTag) {\n      format\n      keyId\n      cohortTag\n      seq\n      position\n      hash\n      at\n      signature\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VotingProgress($cohortTag: String!) {\n    votingProgress(cohortTag: $cohortTag) {\n      cohortTag\n      votedCount\n      eligibleCount\n    }\n  }\n"): (typeof documents)["\n  query VotingProgress($cohortTag: String!) {\n    votingProgress(cohortTag: $cohortTag) {\n      cohortTag\n      votedCount\n      eligibleCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VotingProgressChanged($cohortTag: String!) {\n    votingProgressChanged(cohortTag: $cohortTag) {\n      cohortTag\n      votedCount\n      eligibleCount\n    }\n  }\n"): (typeof documents)["\n  subscription VotingProgressChanged($cohortTag: String!) {\n    votingProgressChanged(cohortTag: $cohortTag) {\n      cohortTag\n      votedCount\n      eligibleCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCohortFields on Cohort {\n    tag\n    name\n    description\n    language\n    votingOpen\n    resultsVisible\n    archived\n    createdAt\n    votedTeamIds\n    archivedAt\n    retentionDays\n    erasureDueAt\n  }\n"): (typeof documents)["\n  fragment AdminCohortFields on Cohort {\n    tag\n    name\n    description\n    language\n    votingOpen\n    resultsVisible\n    archived\n    createdAt\n    votedTeamIds\n    archivedAt\n    retentionDays\n    erasureDueAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCohorts($archived: Boolean!) {\n    cohorts(archived: $archived) {\n      ...AdminCohortFields\n    }\n  }\n"): (typeof documents)["\n  query AdminCohorts($archived: Boolean!) {\n    cohorts(archived: $archived) {\n      ...AdminCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($username: String!, $password: String!) {\n    adminLogin(username: $username, password: $password) {\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($username: String!, $password: String!) {\n    adminLogin(username: $username, password: $password) {\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTeamFields on Team {\n    id\n    code\n    name\n    avatarIcon\n    currentPhase\n    cohortTag\n    submittedWebsiteUrl\n    updatedAt\n    unresolvedFeedback\n    erased\n    erasureRequestedAt\n  }\n"): (typeof documents)["\n  fragment AdminTeamFields on Team {\n    id\n    code\n    name\n    avatarIcon\n    currentPhase\n    cohortTag\n    submittedWebsiteUrl\n    updatedAt\n    unresolvedFeedback\n    erased\n    erasureRequestedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTeams {\n    teams {\n      ...AdminTeamFields\n    }\n  }\n"): (typeof documents)["\n  query AdminTeams {\n    teams {\n      ...AdminTeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveCohort($tag: String!) {\n    archiveCohort(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArchiveCohort($tag: String!) {\n    archiveCohort(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignTeams($cohortTag: String!, $teamIds: [ID!]!) {\n    assignTeams(cohortTag: $cohortTag, teamIds: $teamIds) {\n      ...AdminTeamFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignTeams($cohortTag: String!, $teamIds: [ID!]!) {\n    assignTeams(cohortTag: $cohortTag, teamIds: $teamIds) {\n      ...AdminTeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminBallotCast($cohortTag: String!) {\n    ballotCast(cohortTag: $cohortTag) {\n      cohortTag\n      voterTeamId\n      teamName\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription AdminBallotCast($cohortTag: String!) {\n    ballotCast(cohortTag: $cohortTag) {\n      cohortTag\n      voterTeamId\n      teamName\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n"): (typeof documents)["\n  subscription AdminCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminCohortCreated {\n    cohortCreated {\n      ...AdminCohortFields\n    }\n  }\n"): (typeof documents)["\n  subscription AdminCohortCreated {\n    cohortCreated {\n      ...AdminCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCohort($tag: String!, $name: String!, $description: String) {\n    createCohort(tag: $tag, name: $name, description: $description) {\n      ...AdminCohortFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateCohort($tag: String!, $name: String!, $description: String) {\n    createCohort(tag: $tag, name: $name, description: $description) {\n      ...AdminCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEraseTeam($teamId: ID!, $confirmCode: String!) {\n    eraseTeam(teamId: $teamId, confirmCode: $confirmCode) {\n      teamId\n      erasedNow\n      sessionsEnded\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEraseTeam($teamId: ID!, $confirmCode: String!) {\n    eraseTeam(teamId: $teamId, confirmCode: $confirmCode) {\n      teamId\n      erasedNow\n      sessionsEnded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJudgingProgress($cohortTag: String!) {\n    judging(cohortTag: $cohortTag) {\n      cohortTag\n      judges {\n        judgeId\n        name\n        scored\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminJudgingProgress($cohortTag: String!) {\n    judging(cohortTag: $cohortTag) {\n      cohortTag\n      judges {\n        judgeId\n        name\n        scored\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminJudgingProgressChanged($cohortTag: String!) {\n    judgingChanged(cohortTag: $cohortTag) {\n      cohortTag\n      judges {\n        judgeId\n        name\n        scored\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminJudgingProgressChanged($cohortTag: String!) {\n    judgingChanged(cohortTag: $cohortTag) {\n      cohortTag\n      judges {\n        judgeId\n        name\n        scored\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPresentCategory($cohortTag: String!, $categoryId: ID) {\n    presentCategory(cohortTag: $cohortTag, categoryId: $categoryId) {\n      cohortTag\n      category {\n        categoryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPresentCategory($cohortTag: String!, $categoryId: ID) {\n    presentCategory(cohortTag: $cohortTag, categoryId: $categoryId) {\n      cohortTag\n      category {\n        categoryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReleaseReveal($tag: String!) {\n    releaseReveal(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReleaseReveal($tag: String!) {\n    releaseReveal(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreCohort($tag: String!) {\n    restoreCohort(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreCohort($tag: String!) {\n    restoreCohort(tag: $tag) {\n      ...AdminCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevealCategories($cohortTag: String!) {\n    prizeCategories(cohortTag: $cohortTag) {\n      categoryId\n      name\n    }\n    presentation(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRevealCategories($cohortTag: String!) {\n    prizeCategories(cohortTag: $cohortTag) {\n      categoryId\n      name\n    }\n    presentation(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRevealCohortFields on Cohort {\n    tag\n    name\n    resultsVisible\n    archived\n    revealStage\n    rehearsal\n  }\n"): (typeof documents)["\n  fragment AdminRevealCohortFields on Cohort {\n    tag\n    name\n    resultsVisible\n    archived\n    revealStage\n    rehearsal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevealCohort($tag: String!) {\n    cohort(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n"): (typeof documents)["\n  query AdminRevealCohort($tag: String!) {\n    cohort(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminRevealCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n"): (typeof documents)["\n  subscription AdminRevealCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      ...AdminRevealCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCohortRetention($tag: String!, $days: Int) {\n    setCohortRetention(tag: $tag, days: $days) {\n      ...AdminCohortFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetCohortRetention($tag: String!, $days: Int) {\n    setCohortRetention(tag: $tag, days: $days) {\n      ...AdminCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminStepReveal($tag: String!, $stage: Int!, $rehearsal: Boolean!) {\n    stepReveal(tag: $tag, stage: $stage, rehearsal: $rehearsal) {\n      ...AdminRevealCohortFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminStepReveal($tag: String!, $stage: Int!, $rehearsal: Boolean!) {\n    stepReveal(tag: $tag, stage: $stage, rehearsal: $rehearsal) {\n      ...AdminRevealCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminTeamActivity {\n    teamActivity {\n      kind\n      at\n      team {\n        ...AdminTeamFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminTeamActivity {\n    teamActivity {\n      kind\n      at\n      team {\n        ...AdminTeamFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TeamFeedbackChanged {\n    teamFeedbackChanged {\n      id\n      unresolvedFeedback\n    }\n  }\n"): (typeof documents)["\n  subscription TeamFeedbackChanged {\n    teamFeedbackChanged {\n      id\n      unresolvedFeedback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnassignTeams($teamIds: [ID!]!) {\n    unassignTeams(teamIds: $teamIds) {\n      ...AdminTeamFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUnassignTeams($teamIds: [ID!]!) {\n    unassignTeams(teamIds: $teamIds) {\n      ...AdminTeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCohort($tag: String!, $input: UpdateCohortInput!) {\n    updateCohort(tag: $tag, input: $input) {\n      ...AdminCohortFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCohort($tag: String!, $input: UpdateCohortInput!) {\n    updateCohort(tag: $tag, input: $input) {\n      ...AdminCohortFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Agenda($cohortTag: String!) {\n    agenda(cohortTag: $cohortTag) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  query Agenda($cohortTag: String!) {\n    agenda(cohortTag: $cohortTag) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AgendaChanged($cohortTag: String!) {\n    agendaChanged(cohortTag: $cohortTag) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  subscription AgendaChanged($cohortTag: String!) {\n    agendaChanged(cohortTag: $cohortTag) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgendaFields on Agenda {\n    cohortTag\n    status\n    items {\n      phase\n      plannedMs\n      durationMs\n    }\n    index\n    startedAt\n    itemStartedAt\n    pausedMs\n    pausedAt\n    finishedAt\n    hold\n    bring {\n      phase\n      at\n      moveAt\n    }\n    announcements {\n      id\n      text\n      at\n    }\n    serverTime\n  }\n"): (typeof documents)["\n  fragment AgendaFields on Agenda {\n    cohortTag\n    status\n    items {\n      phase\n      plannedMs\n      durationMs\n    }\n    index\n    startedAt\n    itemStartedAt\n    pausedMs\n    pausedAt\n    finishedAt\n    hold\n    bring {\n      phase\n      at\n      moveAt\n    }\n    announcements {\n      id\n      text\n      at\n    }\n    serverTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BringTeams($tag: String!, $phase: Int!, $noticeSeconds: Int, $hold: Boolean!) {\n    bringTeams(tag: $tag, phase: $phase, noticeSeconds: $noticeSeconds, hold: $hold) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation BringTeams($tag: String!, $phase: Int!, $noticeSeconds: Int, $hold: Boolean!) {\n    bringTeams(tag: $tag, phase: $phase, noticeSeconds: $noticeSeconds, hold: $hold) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendAgendaItem($tag: String!, $minutes: Int!, $keepEnd: Boolean!) {\n    extendAgendaItem(tag: $tag, minutes: $minutes, keepEnd: $keepEnd) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendAgendaItem($tag: String!, $minutes: Int!, $keepEnd: Boolean!) {\n    extendAgendaItem(tag: $tag, minutes: $minutes, keepEnd: $keepEnd) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseAgenda($tag: String!) {\n    pauseAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation PauseAgenda($tag: String!) {\n    pauseAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanAgenda($tag: String!, $items: [AgendaItemInput!]!) {\n    planAgenda(tag: $tag, items: $items) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation PlanAgenda($tag: String!, $items: [AgendaItemInput!]!) {\n    planAgenda(tag: $tag, items: $items) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostAnnouncement($tag: String!, $text: String!) {\n    postAnnouncement(tag: $tag, text: $text) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation PostAnnouncement($tag: String!, $text: String!) {\n    postAnnouncement(tag: $tag, text: $text) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseHold($tag: String!) {\n    releaseHold(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReleaseHold($tag: String!) {\n    releaseHold(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetAgenda($tag: String!) {\n    resetAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetAgenda($tag: String!) {\n    resetAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeAgenda($tag: String!) {\n    resumeAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeAgenda($tag: String!) {\n    resumeAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipAgendaItem($tag: String!) {\n    skipAgendaItem(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation SkipAgendaItem($tag: String!) {\n    skipAgendaItem(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAgenda($tag: String!) {\n    startAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartAgenda($tag: String!) {\n    startAgenda(tag: $tag) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawAnnouncement($tag: String!, $id: String!) {\n    withdrawAnnouncement(tag: $tag, id: $id) {\n      ...AgendaFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawAnnouncement($tag: String!, $id: String!) {\n    withdrawAnnouncement(tag: $tag, id: $id) {\n      ...AgendaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyChainHead($saved: String!) {\n    verifyChainHead(saved: $saved) {\n      verdict\n      ok\n      reason\n      message\n      headsChecked\n      firstDifferingPosition\n      lastMatchingPosition\n      head {\n        cohortTag\n        seq\n        position\n        hash\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query VerifyChainHead($saved: String!) {\n    verifyChainHead(saved: $saved) {\n      verdict\n      ok\n      reason\n      message\n      headsChecked\n      firstDifferingPosition\n      lastMatchingPosition\n      head {\n        cohortTag\n        seq\n        position\n        hash\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyPageReceipt($cohortTag: String!, $receipt: String!) {\n    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {\n      fingerprint\n      counted\n    }\n  }\n"): (typeof documents)["\n  query VerifyPageReceipt($cohortTag: String!, $receipt: String!) {\n    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {\n      fingerprint\n      counted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    adminLogout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    adminLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentOnPhase($teamId: ID!, $phaseNumber: Int!, $fieldId: String, $text: String!) {\n    commentOnPhase(teamId: $teamId, phaseNumber: $phaseNumber, fieldId: $fieldId, text: $text) {\n      ...FeedbackThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation CommentOnPhase($teamId: ID!, $phaseNumber: Int!, $fieldId: String, $text: String!) {\n    commentOnPhase(teamId: $teamId, phaseNumber: $phaseNumber, fieldId: $fieldId, text: $text) {\n      ...FeedbackThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedbackChanged($teamId: ID!) {\n    feedbackChanged(teamId: $teamId) {\n      ...FeedbackThreadFields\n    }\n  }\n"): (typeof documents)["\n  subscription FeedbackChanged($teamId: ID!) {\n    feedbackChanged(teamId: $teamId) {\n      ...FeedbackThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackThreadFields on FeedbackThread {\n    id\n    teamId\n    phaseNumber\n    fieldId\n    resolved\n    createdAt\n    messages {\n      author\n      authorName\n      text\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment FeedbackThreadFields on FeedbackThread {\n    id\n    teamId\n    phaseNumber\n    fieldId\n    resolved\n    createdAt\n    messages {\n      author\n      authorName\n      text\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackThreads($teamId: ID!, $phaseNumber: Int) {\n    feedbackThreads(teamId: $teamId, phaseNumber: $phaseNumber) {\n      ...FeedbackThreadFields\n    }\n  }\n"): (typeof documents)["\n  query FeedbackThreads($teamId: ID!, $phaseNumber: Int) {\n    feedbackThreads(teamId: $teamId, phaseNumber: $phaseNumber) {\n      ...FeedbackThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenFeedback($threadId: ID!) {\n    reopenFeedback(threadId: $threadId) {\n      ...FeedbackThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenFeedback($threadId: ID!) {\n    reopenFeedback(threadId: $threadId) {\n      ...FeedbackThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToFeedback($threadId: ID!, $text: String!) {\n    replyToFeedback(threadId: $threadId, text: $text) {\n      ...FeedbackThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToFeedback($threadId: ID!, $text: String!) {\n    replyToFeedback(threadId: $threadId, text: $text) {\n      ...FeedbackThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveFeedback($threadId: ID!) {\n    resolveFeedback(threadId: $threadId) {\n      ...FeedbackThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveFeedback($threadId: ID!) {\n    resolveFeedback(threadId: $threadId) {\n      ...FeedbackThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewPhaseData($teamId: ID!, $phaseNumber: Int!) {\n    phaseData(teamId: $teamId, phaseNumber: $phaseNumber) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ReviewPhaseData($teamId: ID!, $phaseNumber: Int!) {\n    phaseData(teamId: $teamId, phaseNumber: $phaseNumber) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReviewPhaseDataChanged($teamId: ID!, $phaseNumber: Int!) {\n    phaseDataChanged(teamId: $teamId, phaseNumber: $phaseNumber) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription ReviewPhaseDataChanged($teamId: ID!, $phaseNumber: Int!) {\n    phaseDataChanged(teamId: $teamId, phaseNumber: $phaseNumber) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCategory($cohortTag: String!, $input: CategoryInput!) {\n    addCategory(cohortTag: $cohortTag, input: $input) {\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  mutation AddCategory($cohortTag: String!, $input: CategoryInput!) {\n    addCategory(cohortTag: $cohortTag, input: $input) {\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignJudges($cohortTag: String!, $judgesPerTeam: Int!) {\n    assignJudges(cohortTag: $cohortTag, judgesPerTeam: $judgesPerTeam) {\n      ...JudgingFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignJudges($cohortTag: String!, $judgesPerTeam: Int!) {\n    assignJudges(cohortTag: $cohortTag, judgesPerTeam: $judgesPerTeam) {\n      ...JudgingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteJudge($cohortTag: String!, $name: String!) {\n    inviteJudge(cohortTag: $cohortTag, name: $name) {\n      judgeId\n      link\n    }\n  }\n"): (typeof documents)["\n  mutation InviteJudge($cohortTag: String!, $name: String!) {\n    inviteJudge(cohortTag: $cohortTag, name: $name) {\n      judgeId\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JudgeLogin($token: String!) {\n    judgeLogin(token: $token) {\n      judgeId\n      cohortTag\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation JudgeLogin($token: String!) {\n    judgeLogin(token: $token) {\n      judgeId\n      cohortTag\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgeView {\n    judgeView {\n      ...JudgeViewFields\n    }\n  }\n"): (typeof documents)["\n  query JudgeView {\n    judgeView {\n      ...JudgeViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JudgeViewChanged {\n    judgeViewChanged {\n      ...JudgeViewFields\n    }\n  }\n"): (typeof documents)["\n  subscription JudgeViewChanged {\n    judgeViewChanged {\n      ...JudgeViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JudgeViewFields on JudgeView {\n    cohortTag\n    cohortName\n    judgeId\n    name\n    open\n    scored\n    total\n    categories {\n      categoryId\n      name\n      criteria\n    }\n    teams {\n      id\n      name\n      erased\n      websiteUrl\n    }\n    scores {\n      categoryId\n      teamId\n      scores\n      comment\n      revision\n    }\n  }\n"): (typeof documents)["\n  fragment JudgeViewFields on JudgeView {\n    cohortTag\n    cohortName\n    judgeId\n    name\n    open\n    scored\n    total\n    categories {\n      categoryId\n      name\n      criteria\n    }\n    teams {\n      id\n      name\n      erased\n      websiteUrl\n    }\n    scores {\n      categoryId\n      teamId\n      scores\n      comment\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Judging($cohortTag: String!) {\n    judging(cohortTag: $cohortTag) {\n      ...JudgingFields\n    }\n    cohort(tag: $cohortTag) {\n      tag\n      name\n      teams {\n        id\n        name\n        erased\n      }\n    }\n  }\n"): (typeof documents)["\n  query Judging($cohortTag: String!) {\n    judging(cohortTag: $cohortTag) {\n      ...JudgingFields\n    }\n    cohort(tag: $cohortTag) {\n      tag\n      name\n      teams {\n        id\n        name\n        erased\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JudgingChanged($cohortTag: String!) {\n    judgingChanged(cohortTag: $cohortTag) {\n      ...JudgingFields\n    }\n  }\n"): (typeof documents)["\n  subscription JudgingChanged($cohortTag: String!) {\n    judgingChanged(cohortTag: $cohortTag) {\n      ...JudgingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JudgingFields on Judging {\n    cohortTag\n    open\n    judgesPerTeam\n    categories {\n      categoryId\n      name\n      method\n      weight\n      criteria\n      formula\n    }\n    judges {\n      judgeId\n      name\n      link\n      teamIds\n      scored\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment JudgingFields on Judging {\n    cohortTag\n    open\n    judgesPerTeam\n    categories {\n      categoryId\n      name\n      method\n      weight\n      criteria\n      formula\n    }\n    judges {\n      judgeId\n      name\n      link\n      teamIds\n      scored\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCategory($cohortTag: String!, $categoryId: ID!) {\n    removeCategory(cohortTag: $cohortTag, categoryId: $categoryId) {\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCategory($cohortTag: String!, $categoryId: ID!) {\n    removeCategory(cohortTag: $cohortTag, categoryId: $categoryId) {\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveJudge($cohortTag: String!, $judgeId: ID!) {\n    removeJudge(cohortTag: $cohortTag, judgeId: $judgeId) {\n      ...JudgingFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveJudge($cohortTag: String!, $judgeId: ID!) {\n    removeJudge(cohortTag: $cohortTag, judgeId: $judgeId) {\n      ...JudgingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($cohortTag: String!, $categoryIds: [ID!]!) {\n    reorderCategories(cohortTag: $cohortTag, categoryIds: $categoryIds) {\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCategories($cohortTag: String!, $categoryIds: [ID!]!) {\n    reorderCategories(cohortTag: $cohortTag, categoryIds: $categoryIds) {\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScoreTeam($categoryId: ID!, $teamId: ID!, $scores: [Int!]!, $comment: String) {\n    scoreTeam(categoryId: $categoryId, teamId: $teamId, scores: $scores, comment: $comment) {\n      ...JudgeViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScoreTeam($categoryId: ID!, $teamId: ID!, $scores: [Int!]!, $comment: String) {\n    scoreTeam(categoryId: $categoryId, teamId: $teamId, scores: $scores, comment: $comment) {\n      ...JudgeViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetJudgeTeams($cohortTag: String!, $judgeId: ID!, $teamIds: [ID!]!) {\n    setJudgeTeams(cohortTag: $cohortTag, judgeId: $judgeId, teamIds: $teamIds) {\n      ...JudgingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetJudgeTeams($cohortTag: String!, $judgeId: ID!, $teamIds: [ID!]!) {\n    setJudgeTeams(cohortTag: $cohortTag, judgeId: $judgeId, teamIds: $teamIds) {\n      ...JudgingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetJudgingOpen($cohortTag: String!, $open: Boolean!) {\n    setJudgingOpen(cohortTag: $cohortTag, open: $open) {\n      ...JudgingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetJudgingOpen($cohortTag: String!, $open: Boolean!) {\n    setJudgingOpen(cohortTag: $cohortTag, open: $open) {\n      ...JudgingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($cohortTag: String!, $categoryId: ID!, $input: CategoryInput!) {\n    updateCategory(cohortTag: $cohortTag, categoryId: $categoryId, input: $input) {\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($cohortTag: String!, $categoryId: ID!, $input: CategoryInput!) {\n    updateCategory(cohortTag: $cohortTag, categoryId: $categoryId, input: $input) {\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamPhase($teamId: ID!, $currentPhase: Int!) {\n    setTeamPhase(teamId: $teamId, currentPhase: $currentPhase) {\n      id\n      currentPhase\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamPhase($teamId: ID!, $currentPhase: Int!) {\n    setTeamPhase(teamId: $teamId, currentPhase: $currentPhase) {\n      id\n      currentPhase\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTeamErasure($teamId: ID!) {\n    requestTeamErasure(teamId: $teamId) {\n      id\n      erased\n      erasureRequestedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestTeamErasure($teamId: ID!) {\n    requestTeamErasure(teamId: $teamId) {\n      id\n      erased\n      erasureRequestedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryResults($cohortTag: String!) {\n    categoryResults(cohortTag: $cohortTag) {\n      ...CategoryResultsFields\n    }\n  }\n"): (typeof documents)["\n  query CategoryResults($cohortTag: String!) {\n    categoryResults(cohortTag: $cohortTag) {\n      ...CategoryResultsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CategoryResultsChanged($cohortTag: String!) {\n    categoryResultsChanged(cohortTag: $cohortTag) {\n      ...CategoryResultsFields\n    }\n  }\n"): (typeof documents)["\n  subscription CategoryResultsChanged($cohortTag: String!) {\n    categoryResultsChanged(cohortTag: $cohortTag) {\n      ...CategoryResultsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryResultsFields on CategoryResult {\n    categoryId\n    name\n    method\n    weight\n    formula\n    rows {\n      rank\n      teamId\n      teamName\n      erased\n      score\n      peerScore\n      juryScore\n      judgeCount\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryResultsFields on CategoryResult {\n    categoryId\n    name\n    method\n    weight\n    formula\n    rows {\n      rank\n      teamId\n      teamName\n      erased\n      score\n      peerScore\n      juryScore\n      judgeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultRowFields on ResultRow {\n    rank\n    teamId\n    teamName\n    erased\n    avatarIcon\n    websiteUrl\n    totalPoints\n    votes {\n      rank\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ResultRowFields on ResultRow {\n    rank\n    teamId\n    teamName\n    erased\n    avatarIcon\n    websiteUrl\n    totalPoints\n    votes {\n      rank\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CohortResults($cohortTag: String!) {\n    results(cohortTag: $cohortTag) {\n      ...ResultRowFields\n    }\n  }\n"): (typeof documents)["\n  query CohortResults($cohortTag: String!) {\n    results(cohortTag: $cohortTag) {\n      ...ResultRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PresentationFields on Presentation {\n    cohortTag\n    name\n    resultsVisible\n    stage\n    rehearsal\n    label\n    rows {\n      ...ResultRowFields\n    }\n  }\n"): (typeof documents)["\n  fragment PresentationFields on Presentation {\n    cohortTag\n    name\n    resultsVisible\n    stage\n    rehearsal\n    label\n    rows {\n      ...ResultRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Presentation($cohortTag: String!) {\n    presentation(cohortTag: $cohortTag) {\n      ...PresentationFields\n    }\n  }\n"): (typeof documents)["\n  query Presentation($cohortTag: String!) {\n    presentation(cohortTag: $cohortTag) {\n      ...PresentationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PresentationChanged($cohortTag: String!) {\n    presentationChanged(cohortTag: $cohortTag) {\n      ...PresentationFields\n    }\n  }\n"): (typeof documents)["\n  subscription PresentationChanged($cohortTag: String!) {\n    presentationChanged(cohortTag: $cohortTag) {\n      ...PresentationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PresentedCategory($cohortTag: String!) {\n    presentation(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n        name\n        formula\n      }\n      categoryRows {\n        ...ResultRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PresentedCategory($cohortTag: String!) {\n    presentation(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n        name\n        formula\n      }\n      categoryRows {\n        ...ResultRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PresentedCategoryChanged($cohortTag: String!) {\n    presentationChanged(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n        name\n        formula\n      }\n      categoryRows {\n        ...ResultRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PresentedCategoryChanged($cohortTag: String!) {\n    presentationChanged(cohortTag: $cohortTag) {\n      cohortTag\n      category {\n        categoryId\n        name\n        formula\n      }\n      categoryRows {\n        ...ResultRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ResultsCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      tag\n      name\n      resultsVisible\n    }\n  }\n"): (typeof documents)["\n  subscription ResultsCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      tag\n      name\n      resultsVisible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultsCohortStatus($tag: String!) {\n    cohortStatus(tag: $tag) {\n      name\n      resultsVisible\n    }\n  }\n"): (typeof documents)["\n  query ResultsCohortStatus($tag: String!) {\n    cohortStatus(tag: $tag) {\n      name\n      resultsVisible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyReceipt($cohortTag: String!, $receipt: String!) {\n    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {\n      fingerprint\n      counted\n      replaced\n    }\n  }\n"): (typeof documents)["\n  query VerifyReceipt($cohortTag: String!, $receipt: String!) {\n    verifyReceipt(cohortTag: $cohortTag, receipt: $receipt) {\n      fingerprint\n      counted\n      replaced\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CohortSession($cohortTag: String!) {\n    cohortSession(cohortTag: $cohortTag) {\n      ...CohortSessionFields\n    }\n    cohort(tag: $cohortTag) {\n      tag\n      name\n    }\n  }\n"): (typeof documents)["\n  query CohortSession($cohortTag: String!) {\n    cohortSession(cohortTag: $cohortTag) {\n      ...CohortSessionFields\n    }\n    cohort(tag: $cohortTag) {\n      tag\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CohortSessionChanged($cohortTag: String!) {\n    cohortSessionChanged(cohortTag: $cohortTag) {\n      serverTime\n      full {\n        ...CohortSessionFields\n      }\n      delta {\n        teams {\n          teamId\n          code\n          name\n          erased\n        }\n        marksFrom\n        marks {\n          ...SessionMarkFields\n        }\n        edits {\n          teamId\n          timesFrom\n          times\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CohortSessionChanged($cohortTag: String!) {\n    cohortSessionChanged(cohortTag: $cohortTag) {\n      serverTime\n      full {\n        ...CohortSessionFields\n      }\n      delta {\n        teams {\n          teamId\n          code\n          name\n          erased\n        }\n        marksFrom\n        marks {\n          ...SessionMarkFields\n        }\n        edits {\n          teamId\n          timesFrom\n          times\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionMarkFields on SessionMark {\n    at\n    kind\n    teamId\n    phase\n    ref\n    detail\n    agenda\n  }\n"): (typeof documents)["\n  fragment SessionMarkFields on SessionMark {\n    at\n    kind\n    teamId\n    phase\n    ref\n    detail\n    agenda\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CohortSessionFields on CohortSession {\n    cohortTag\n    serverTime\n    firstMinute\n    teams {\n      teamId\n      code\n      name\n      erased\n    }\n    marks {\n      ...SessionMarkFields\n    }\n    edits {\n      teamId\n      packedTimes\n    }\n  }\n"): (typeof documents)["\n  fragment CohortSessionFields on CohortSession {\n    cohortTag\n    serverTime\n    firstMinute\n    teams {\n      teamId\n      code\n      name\n      erased\n    }\n    marks {\n      ...SessionMarkFields\n    }\n    edits {\n      teamId\n      packedTimes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CastBallot($cohortTag: String!, $votes: [VoteInput!]!) {\n    castBallot(cohortTag: $cohortTag, votes: $votes) {\n      cohortTag\n      voterTeamId\n      receipt\n      votes {\n        votedForTeamId\n        rank\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CastBallot($cohortTag: String!, $votes: [VoteInput!]!) {\n    castBallot(cohortTag: $cohortTag, votes: $votes) {\n      cohortTag\n      voterTeamId\n      receipt\n      votes {\n        votedForTeamId\n        rank\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeBallot($cohortTag: String!, $votes: [VoteInput!]!) {\n    changeBallot(cohortTag: $cohortTag, votes: $votes) {\n      cohortTag\n      voterTeamId\n      receipt\n      votes {\n        votedForTeamId\n        rank\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeBallot($cohortTag: String!, $votes: [VoteInput!]!) {\n    changeBallot(cohortTag: $cohortTag, votes: $votes) {\n      cohortTag\n      voterTeamId\n      receipt\n      votes {\n        votedForTeamId\n        rank\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVotes($cohortTag: String!) {\n    myVotes(cohortTag: $cohortTag) {\n      votedForTeamId\n      rank\n    }\n  }\n"): (typeof documents)["\n  query MyVotes($cohortTag: String!) {\n    myVotes(cohortTag: $cohortTag) {\n      votedForTeamId\n      rank\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowcaseCohort($tag: String!) {\n    cohort(tag: $tag) {\n      tag\n      name\n      description\n      votingOpen\n      resultsVisible\n    }\n  }\n"): (typeof documents)["\n  query ShowcaseCohort($tag: String!) {\n    cohort(tag: $tag) {\n      tag\n      name\n      description\n      votingOpen\n      resultsVisible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ShowcaseCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      tag\n      name\n      description\n      votingOpen\n      resultsVisible\n    }\n  }\n"): (typeof documents)["\n  subscription ShowcaseCohortChanged($tag: String!) {\n    cohortChanged(tag: $tag) {\n      tag\n      name\n      description\n      votingOpen\n      resultsVisible\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowcaseTeams($cohortTag: String!) {\n    showcase(cohortTag: $cohortTag) {\n      id\n      name\n      avatarIcon\n      submittedWebsiteUrl\n      cohortTag\n    }\n  }\n"): (typeof documents)["\n  query ShowcaseTeams($cohortTag: String!) {\n    showcase(cohortTag: $cohortTag) {\n      id\n      name\n      avatarIcon\n      submittedWebsiteUrl\n      cohortTag\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowcaseTeamSession {\n    teamSession {\n      teamId\n    }\n  }\n"): (typeof documents)["\n  query ShowcaseTeamSession {\n    teamSession {\n      teamId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamFields on Team {\n    id\n    code\n    name\n    avatarIcon\n    currentPhase\n    cohortTag\n    accessToken\n    submittedWebsiteUrl\n    updatedAt\n    erased\n    erasureRequestedAt\n  }\n"): (typeof documents)["\n  fragment TeamFields on Team {\n    id\n    code\n    name\n    avatarIcon\n    currentPhase\n    cohortTag\n    accessToken\n    submittedWebsiteUrl\n    updatedAt\n    erased\n    erasureRequestedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTeamAvatar($teamId: ID!, $avatarIcon: String!) {\n    changeTeamAvatar(teamId: $teamId, avatarIcon: $avatarIcon) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeTeamAvatar($teamId: ID!, $avatarIcon: String!) {\n    changeTeamAvatar(teamId: $teamId, avatarIcon: $avatarIcon) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($name: String!, $code: String!) {\n    createTeam(name: $name, code: $code) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($name: String!, $code: String!) {\n    createTeam(name: $name, code: $code) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinTeam($code: String!) {\n    joinTeam(code: $code) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinTeam($code: String!) {\n    joinTeam(code: $code) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitWebsite($teamId: ID!, $websiteUrl: String!) {\n    submitWebsite(teamId: $teamId, websiteUrl: $websiteUrl) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitWebsite($teamId: ID!, $websiteUrl: String!) {\n    submitWebsite(teamId: $teamId, websiteUrl: $websiteUrl) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamByCode($code: String!) {\n    team(code: $code) {\n      ...TeamFields\n    }\n  }\n"): (typeof documents)["\n  query TeamByCode($code: String!) {\n    team(code: $code) {\n      ...TeamFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamLogin($accessToken: String!) {\n    teamLogin(accessToken: $accessToken) {\n      teamId\n    }\n  }\n"): (typeof documents)["\n  mutation TeamLogin($accessToken: String!) {\n    teamLogin(accessToken: $accessToken) {\n      teamId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TeamLogout {\n    teamLogout\n  }\n"): (typeof documents)["\n  mutation TeamLogout {\n    teamLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CohortLanguage($tag: String!) {\n    cohortStatus(tag: $tag) {\n      language\n    }\n  }\n"): (typeof documents)["\n  query CohortLanguage($tag: String!) {\n    cohortStatus(tag: $tag) {\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStatus {\n    adminStatus {\n      isAuthenticated\n      user {\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStatus {\n    adminStatus {\n      isAuthenticated\n      user {\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllPhaseData($teamId: ID!) {\n    allPhaseData(teamId: $teamId) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AllPhaseData($teamId: ID!) {\n    allPhaseData(teamId: $teamId) {\n      teamId\n      phaseNumber\n      data\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhaseConfig($phase: Int!, $locale: String) {\n    phaseConfig(phase: $phase, locale: $locale) {\n      ...PhaseConfigFields\n    }\n  }\n"): (typeof documents)["\n  query PhaseConfig($phase: Int!, $locale: String) {\n    phaseConfig(phase: $phase, locale: $locale) {\n      ...PhaseConfigFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PhaseConfigFields on PhaseConfig {\n    phase\n    locale\n    title\n    estimatedTime\n    intro\n    decisionBoxContent {\n      title\n      subtitle\n      sections {\n        number\n        title\n        items {\n          label\n          content\n        }\n      }\n      action {\n        title\n        items\n      }\n    }\n    stepByStepFlow {\n      step\n      action\n      time\n      details {\n        title\n        steps\n      }\n    }\n    fields {\n      id\n      label\n      type\n      placeholder\n      options {\n        value\n        label\n      }\n      required\n      help\n      tooltip\n    }\n    promptTemplate\n    expectedOutput {\n      fileCreated\n      whyItMatters\n      nextSteps\n    }\n    instructions\n  }\n"): (typeof documents)["\n  fragment PhaseConfigFields on PhaseConfig {\n    phase\n    locale\n    title\n    estimatedTime\n    intro\n    decisionBoxContent {\n      title\n      subtitle\n      sections {\n        number\n        title\n        items {\n          label\n          content\n        }\n      }\n      action {\n        title\n        items\n      }\n    }\n    stepByStepFlow {\n      step\n      action\n      time\n      details {\n        title\n        steps\n      }\n    }\n    fields {\n      id\n      label\n      type\n      placeholder\n      options {\n        value\n        label\n      }\n      required\n      help\n      tooltip\n    }\n    promptTemplate\n    expectedOutput {\n      fileCreated\n      whyItMatters\n      nextSteps\n    }\n    instructions\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;