"""Contains all the data models used in inputs/outputs"""

from .account_export import AccountExport
from .bots_enum import BotsEnum
from .calendar_url import CalendarUrl
from .deadline import Deadline
from .error import Error
from .error_400 import Error400
from .error_400_error import Error400Error
from .error_400_error_code import Error400ErrorCode
from .error_401 import Error401
from .error_401_error import Error401Error
from .error_401_error_code import Error401ErrorCode
from .error_403 import Error403
from .error_403_error import Error403Error
from .error_403_error_code import Error403ErrorCode
from .error_404 import Error404
from .error_404_error import Error404Error
from .error_404_error_code import Error404ErrorCode
from .error_405 import Error405
from .error_405_error import Error405Error
from .error_405_error_code import Error405ErrorCode
from .error_406 import Error406
from .error_406_error import Error406Error
from .error_406_error_code import Error406ErrorCode
from .error_409 import Error409
from .error_409_error import Error409Error
from .error_409_error_code import Error409ErrorCode
from .error_413 import Error413
from .error_413_error import Error413Error
from .error_413_error_code import Error413ErrorCode
from .error_415 import Error415
from .error_415_error import Error415Error
from .error_415_error_code import Error415ErrorCode
from .error_422 import Error422
from .error_422_error import Error422Error
from .error_422_error_code import Error422ErrorCode
from .error_429 import Error429
from .error_429_error import Error429Error
from .error_429_error_code import Error429ErrorCode
from .error_500 import Error500
from .error_500_error import Error500Error
from .error_500_error_code import Error500ErrorCode
from .error_details import ErrorDetails
from .error_error import ErrorError
from .export_game import ExportGame
from .export_game_game_type import ExportGameGameType
from .export_game_options import ExportGameOptions
from .export_game_options_additional_property_type_3 import ExportGameOptionsAdditionalPropertyType3
from .export_game_status import ExportGameStatus
from .export_profile import ExportProfile
from .export_token import ExportToken
from .export_vacation import ExportVacation
from .fast_train_destinations import FastTrainDestinations
from .fast_train_destinations_cities_item import FastTrainDestinationsCitiesItem
from .fast_train_destinations_reached_item import FastTrainDestinationsReachedItem
from .fast_train_load_action import FastTrainLoadAction
from .fast_train_load_action_colour import FastTrainLoadActionColour
from .fast_train_load_action_train import FastTrainLoadActionTrain
from .fast_train_options import FastTrainOptions
from .fast_train_pending_load import FastTrainPendingLoad
from .fast_train_pending_load_colour import FastTrainPendingLoadColour
from .fast_train_pending_load_train import FastTrainPendingLoadTrain
from .fast_train_per_colour import FastTrainPerColour
from .fast_train_private import FastTrainPrivate
from .fast_train_roll_action import FastTrainRollAction
from .fast_train_roll_action_die import FastTrainRollActionDie
from .fast_train_rolled_die import FastTrainRolledDie
from .fast_train_rolled_die_die import FastTrainRolledDieDie
from .fast_train_sheet_view import FastTrainSheetView
from .fast_train_sheet_view_reached_item import FastTrainSheetViewReachedItem
from .fast_train_source import FastTrainSource
from .fast_train_source_colour import FastTrainSourceColour
from .fast_train_train_pair import FastTrainTrainPair
from .fast_train_view import FastTrainView
from .fast_train_view_phase import FastTrainViewPhase
from .fast_train_view_unrolled_item import FastTrainViewUnrolledItem
from .game import Game
from .game_create import GameCreate
from .game_game_type import GameGameType
from .game_page import GamePage
from .game_record import GameRecord
from .game_record_game_type import GameRecordGameType
from .game_record_status import GameRecordStatus
from .game_stats import GameStats
from .game_stats_game_type import GameStatsGameType
from .game_status import GameStatus
from .game_summary import GameSummary
from .game_summary_game_type import GameSummaryGameType
from .game_summary_status import GameSummaryStatus
from .game_timeout_policy import GameTimeoutPolicy
from .game_type import GameType
from .game_type_enum import GameTypeEnum
from .game_type_rating import GameTypeRating
from .game_type_rating_game_type import GameTypeRatingGameType
from .game_type_slug import GameTypeSlug
from .game_type_stats import GameTypeStats
from .game_type_stats_game_type import GameTypeStatsGameType
from .game_types import GameTypes
from .games_list_expand import GamesListExpand
from .games_list_status import GamesListStatus
from .hachi_choose_deck_capture import HachiChooseDeckCapture
from .hachi_hachi_choose_capture import HachiHachiChooseCapture
from .hachi_hachi_dekiyaku import HachiHachiDekiyaku
from .hachi_hachi_dekiyaku_names_item import HachiHachiDekiyakuNamesItem
from .hachi_hachi_end import HachiHachiEnd
from .hachi_hachi_options import HachiHachiOptions
from .hachi_hachi_options_field_carry import HachiHachiOptionsFieldCarry
from .hachi_hachi_part import HachiHachiPart
from .hachi_hachi_part_kind import HachiHachiPartKind
from .hachi_hachi_play_card import HachiHachiPlayCard
from .hachi_hachi_private import HachiHachiPrivate
from .hachi_hachi_result import HachiHachiResult
from .hachi_hachi_result_detail import HachiHachiResultDetail
from .hachi_hachi_revealed import HachiHachiRevealed
from .hachi_hachi_round_result import HachiHachiRoundResult
from .hachi_hachi_round_result_dekiyaku_item_item import HachiHachiRoundResultDekiyakuItemItem
from .hachi_hachi_round_result_ending import HachiHachiRoundResultEnding
from .hachi_hachi_round_result_field_kind import HachiHachiRoundResultFieldKind
from .hachi_hachi_sage import HachiHachiSage
from .hachi_hachi_teyaku import HachiHachiTeyaku
from .hachi_hachi_teyaku_chaff_hand_type_0 import HachiHachiTeyakuChaffHandType0
from .hachi_hachi_teyaku_set_hand_type_0 import HachiHachiTeyakuSetHandType0
from .hachi_hachi_view import HachiHachiView
from .hachi_hachi_view_field_kind import HachiHachiViewFieldKind
from .hachi_hachi_view_phase import HachiHachiViewPhase
from .hachi_options import HachiOptions
from .hachi_options_match_mode import HachiOptionsMatchMode
from .hachi_play_card import HachiPlayCard
from .hachi_private import HachiPrivate
from .hachi_result import HachiResult
from .hachi_result_detail import HachiResultDetail
from .hachi_result_detail_decided_by import HachiResultDetailDecidedBy
from .hachi_result_detail_match_mode import HachiResultDetailMatchMode
from .hachi_round_result import HachiRoundResult
from .hachi_round_result_yaku_item_item import HachiRoundResultYakuItemItem
from .hachi_train_field import HachiTrainField
from .hachi_train_hand import HachiTrainHand
from .hachi_train_insert_action import HachiTrainInsertAction
from .hachi_train_options import HachiTrainOptions
from .hachi_train_options_insert_mode import HachiTrainOptionsInsertMode
from .hachi_train_pass_action import HachiTrainPassAction
from .hachi_train_pending import HachiTrainPending
from .hachi_train_pending_source import HachiTrainPendingSource
from .hachi_train_play_action import HachiTrainPlayAction
from .hachi_train_private import HachiTrainPrivate
from .hachi_train_private_slots_item import HachiTrainPrivateSlotsItem
from .hachi_train_round_result import HachiTrainRoundResult
from .hachi_train_slot import HachiTrainSlot
from .hachi_train_slot_kind import HachiTrainSlotKind
from .hachi_train_view import HachiTrainView
from .hachi_train_view_insert_mode import HachiTrainViewInsertMode
from .hachi_train_view_phase import HachiTrainViewPhase
from .hachi_view import HachiView
from .hachi_view_decided_by_type_0 import HachiViewDecidedByType0
from .hachi_view_phase import HachiViewPhase
from .hachi_yaku import HachiYaku
from .hachi_yaku_key import HachiYakuKey
from .head_to_head import HeadToHead
from .head_to_head_type import HeadToHeadType
from .head_to_head_type_game_type import HeadToHeadTypeGameType
from .history import History
from .history_export import HistoryExport
from .history_game import HistoryGame
from .history_game_game_type import HistoryGameGameType
from .history_game_result import HistoryGameResult
from .history_player import HistoryPlayer
from .history_player_bot_kind_type_0 import HistoryPlayerBotKindType0
from .invitation import Invitation
from .invitations import Invitations
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .leaderboard_game_type import LeaderboardGameType
from .leaderboards_retrieve_game_type import LeaderboardsRetrieveGameType
from .legal_moves import LegalMoves
from .logged_move import LoggedMove
from .logged_move_events_item import LoggedMoveEventsItem
from .me import Me
from .me_history_export_retrieve_format import MeHistoryExportRetrieveFormat
from .move import Move
from .move_log import MoveLog
from .option_description import OptionDescription
from .option_description_default_type_3 import OptionDescriptionDefaultType3
from .option_description_kind import OptionDescriptionKind
from .patched_preferences_change import PatchedPreferencesChange
from .player_rating import PlayerRating
from .player_rating_game_type import PlayerRatingGameType
from .preferences import Preferences
from .profile import Profile
from .rating_point import RatingPoint
from .recent_game import RecentGame
from .recent_game_game_type import RecentGameGameType
from .recent_game_status import RecentGameStatus
from .record_player import RecordPlayer
from .record_player_bot_kind_type_0 import RecordPlayerBotKindType0
from .result import Result
from .result_detail import ResultDetail
from .seat import Seat
from .seat_bot_kind_type_0 import SeatBotKindType0
from .seat_rating import SeatRating
from .seat_stats import SeatStats
from .seat_summary import SeatSummary
from .sign_up import SignUp
from .solo_bests import SoloBests
from .solo_rank import SoloRank
from .take_the_train_branch import TakeTheTrainBranch
from .take_the_train_branch_direction import TakeTheTrainBranchDirection
from .take_the_train_branch_transfer import TakeTheTrainBranchTransfer
from .take_the_train_branches import TakeTheTrainBranches
from .take_the_train_cell import TakeTheTrainCell
from .take_the_train_deal_action import TakeTheTrainDealAction
from .take_the_train_end_of_line_action import TakeTheTrainEndOfLineAction
from .take_the_train_end_of_line_action_arm import TakeTheTrainEndOfLineActionArm
from .take_the_train_end_of_line_action_card import TakeTheTrainEndOfLineActionCard
from .take_the_train_end_of_line_action_line import TakeTheTrainEndOfLineActionLine
from .take_the_train_extend_action import TakeTheTrainExtendAction
from .take_the_train_extend_action_arm import TakeTheTrainExtendActionArm
from .take_the_train_extend_action_line import TakeTheTrainExtendActionLine
from .take_the_train_line import TakeTheTrainLine
from .take_the_train_line_high_closed_type_0 import TakeTheTrainLineHighClosedType0
from .take_the_train_line_low_closed_type_0 import TakeTheTrainLineLowClosedType0
from .take_the_train_line_station import TakeTheTrainLineStation
from .take_the_train_lines import TakeTheTrainLines
from .take_the_train_open_line_action import TakeTheTrainOpenLineAction
from .take_the_train_open_line_action_arm_type_0 import TakeTheTrainOpenLineActionArmType0
from .take_the_train_open_line_action_station import TakeTheTrainOpenLineActionStation
from .take_the_train_options import TakeTheTrainOptions
from .take_the_train_options_match import TakeTheTrainOptionsMatch
from .take_the_train_private import TakeTheTrainPrivate
from .take_the_train_round import TakeTheTrainRound
from .take_the_train_round_ended_by import TakeTheTrainRoundEndedBy
from .take_the_train_swap_free_ride_action import TakeTheTrainSwapFreeRideAction
from .take_the_train_take_train_action import TakeTheTrainTakeTrainAction
from .take_the_train_transfer_action import TakeTheTrainTransferAction
from .take_the_train_transfer_action_transfer import TakeTheTrainTransferActionTransfer
from .take_the_train_view import TakeTheTrainView
from .take_the_train_view_phase import TakeTheTrainViewPhase
from .timeout_policy_enum import TimeoutPolicyEnum
from .token_info import TokenInfo
from .token_issued import TokenIssued
from .token_request import TokenRequest
from .tokens import Tokens
from .turn import Turn
from .turn_game_type import TurnGameType
from .turns import Turns
from .user_ratings import UserRatings
from .users_history_retrieve_game_type import UsersHistoryRetrieveGameType
from .users_history_retrieve_result import UsersHistoryRetrieveResult
from .users_ratings_retrieve_game_type import UsersRatingsRetrieveGameType
from .vacation import Vacation
from .vacation_status import VacationStatus

__all__ = (
    "AccountExport",
    "BotsEnum",
    "CalendarUrl",
    "Deadline",
    "Error",
    "Error400",
    "Error400Error",
    "Error400ErrorCode",
    "Error401",
    "Error401Error",
    "Error401ErrorCode",
    "Error403",
    "Error403Error",
    "Error403ErrorCode",
    "Error404",
    "Error404Error",
    "Error404ErrorCode",
    "Error405",
    "Error405Error",
    "Error405ErrorCode",
    "Error406",
    "Error406Error",
    "Error406ErrorCode",
    "Error409",
    "Error409Error",
    "Error409ErrorCode",
    "Error413",
    "Error413Error",
    "Error413ErrorCode",
    "Error415",
    "Error415Error",
    "Error415ErrorCode",
    "Error422",
    "Error422Error",
    "Error422ErrorCode",
    "Error429",
    "Error429Error",
    "Error429ErrorCode",
    "Error500",
    "Error500Error",
    "Error500ErrorCode",
    "ErrorDetails",
    "ErrorError",
    "ExportGame",
    "ExportGameGameType",
    "ExportGameOptions",
    "ExportGameOptionsAdditionalPropertyType3",
    "ExportGameStatus",
    "ExportProfile",
    "ExportToken",
    "ExportVacation",
    "FastTrainDestinations",
    "FastTrainDestinationsCitiesItem",
    "FastTrainDestinationsReachedItem",
    "FastTrainLoadAction",
    "FastTrainLoadActionColour",
    "FastTrainLoadActionTrain",
    "FastTrainOptions",
    "FastTrainPendingLoad",
    "FastTrainPendingLoadColour",
    "FastTrainPendingLoadTrain",
    "FastTrainPerColour",
    "FastTrainPrivate",
    "FastTrainRollAction",
    "FastTrainRollActionDie",
    "FastTrainRolledDie",
    "FastTrainRolledDieDie",
    "FastTrainSheetView",
    "FastTrainSheetViewReachedItem",
    "FastTrainSource",
    "FastTrainSourceColour",
    "FastTrainTrainPair",
    "FastTrainView",
    "FastTrainViewPhase",
    "FastTrainViewUnrolledItem",
    "Game",
    "GameCreate",
    "GameGameType",
    "GamePage",
    "GameRecord",
    "GameRecordGameType",
    "GameRecordStatus",
    "GamesListExpand",
    "GamesListStatus",
    "GameStats",
    "GameStatsGameType",
    "GameStatus",
    "GameSummary",
    "GameSummaryGameType",
    "GameSummaryStatus",
    "GameTimeoutPolicy",
    "GameType",
    "GameTypeEnum",
    "GameTypeRating",
    "GameTypeRatingGameType",
    "GameTypes",
    "GameTypeSlug",
    "GameTypeStats",
    "GameTypeStatsGameType",
    "HachiChooseDeckCapture",
    "HachiHachiChooseCapture",
    "HachiHachiDekiyaku",
    "HachiHachiDekiyakuNamesItem",
    "HachiHachiEnd",
    "HachiHachiOptions",
    "HachiHachiOptionsFieldCarry",
    "HachiHachiPart",
    "HachiHachiPartKind",
    "HachiHachiPlayCard",
    "HachiHachiPrivate",
    "HachiHachiResult",
    "HachiHachiResultDetail",
    "HachiHachiRevealed",
    "HachiHachiRoundResult",
    "HachiHachiRoundResultDekiyakuItemItem",
    "HachiHachiRoundResultEnding",
    "HachiHachiRoundResultFieldKind",
    "HachiHachiSage",
    "HachiHachiTeyaku",
    "HachiHachiTeyakuChaffHandType0",
    "HachiHachiTeyakuSetHandType0",
    "HachiHachiView",
    "HachiHachiViewFieldKind",
    "HachiHachiViewPhase",
    "HachiOptions",
    "HachiOptionsMatchMode",
    "HachiPlayCard",
    "HachiPrivate",
    "HachiResult",
    "HachiResultDetail",
    "HachiResultDetailDecidedBy",
    "HachiResultDetailMatchMode",
    "HachiRoundResult",
    "HachiRoundResultYakuItemItem",
    "HachiTrainField",
    "HachiTrainHand",
    "HachiTrainInsertAction",
    "HachiTrainOptions",
    "HachiTrainOptionsInsertMode",
    "HachiTrainPassAction",
    "HachiTrainPending",
    "HachiTrainPendingSource",
    "HachiTrainPlayAction",
    "HachiTrainPrivate",
    "HachiTrainPrivateSlotsItem",
    "HachiTrainRoundResult",
    "HachiTrainSlot",
    "HachiTrainSlotKind",
    "HachiTrainView",
    "HachiTrainViewInsertMode",
    "HachiTrainViewPhase",
    "HachiView",
    "HachiViewDecidedByType0",
    "HachiViewPhase",
    "HachiYaku",
    "HachiYakuKey",
    "HeadToHead",
    "HeadToHeadType",
    "HeadToHeadTypeGameType",
    "History",
    "HistoryExport",
    "HistoryGame",
    "HistoryGameGameType",
    "HistoryGameResult",
    "HistoryPlayer",
    "HistoryPlayerBotKindType0",
    "Invitation",
    "Invitations",
    "Leaderboard",
    "LeaderboardEntry",
    "LeaderboardGameType",
    "LeaderboardsRetrieveGameType",
    "LegalMoves",
    "LoggedMove",
    "LoggedMoveEventsItem",
    "Me",
    "MeHistoryExportRetrieveFormat",
    "Move",
    "MoveLog",
    "OptionDescription",
    "OptionDescriptionDefaultType3",
    "OptionDescriptionKind",
    "PatchedPreferencesChange",
    "PlayerRating",
    "PlayerRatingGameType",
    "Preferences",
    "Profile",
    "RatingPoint",
    "RecentGame",
    "RecentGameGameType",
    "RecentGameStatus",
    "RecordPlayer",
    "RecordPlayerBotKindType0",
    "Result",
    "ResultDetail",
    "Seat",
    "SeatBotKindType0",
    "SeatRating",
    "SeatStats",
    "SeatSummary",
    "SignUp",
    "SoloBests",
    "SoloRank",
    "TakeTheTrainBranch",
    "TakeTheTrainBranchDirection",
    "TakeTheTrainBranches",
    "TakeTheTrainBranchTransfer",
    "TakeTheTrainCell",
    "TakeTheTrainDealAction",
    "TakeTheTrainEndOfLineAction",
    "TakeTheTrainEndOfLineActionArm",
    "TakeTheTrainEndOfLineActionCard",
    "TakeTheTrainEndOfLineActionLine",
    "TakeTheTrainExtendAction",
    "TakeTheTrainExtendActionArm",
    "TakeTheTrainExtendActionLine",
    "TakeTheTrainLine",
    "TakeTheTrainLineHighClosedType0",
    "TakeTheTrainLineLowClosedType0",
    "TakeTheTrainLines",
    "TakeTheTrainLineStation",
    "TakeTheTrainOpenLineAction",
    "TakeTheTrainOpenLineActionArmType0",
    "TakeTheTrainOpenLineActionStation",
    "TakeTheTrainOptions",
    "TakeTheTrainOptionsMatch",
    "TakeTheTrainPrivate",
    "TakeTheTrainRound",
    "TakeTheTrainRoundEndedBy",
    "TakeTheTrainSwapFreeRideAction",
    "TakeTheTrainTakeTrainAction",
    "TakeTheTrainTransferAction",
    "TakeTheTrainTransferActionTransfer",
    "TakeTheTrainView",
    "TakeTheTrainViewPhase",
    "TimeoutPolicyEnum",
    "TokenInfo",
    "TokenIssued",
    "TokenRequest",
    "Tokens",
    "Turn",
    "TurnGameType",
    "Turns",
    "UserRatings",
    "UsersHistoryRetrieveGameType",
    "UsersHistoryRetrieveResult",
    "UsersRatingsRetrieveGameType",
    "Vacation",
    "VacationStatus",
)
